export { showServerErrors, useServerErrors } from './server-errors';
export { failedRule, schemaErrors, typeboxResolver, type ExtraCheck } from './typebox-resolver';
export { useSchemaForm, type FormValues, type SchemaFormOptions } from './use-schema-form';
