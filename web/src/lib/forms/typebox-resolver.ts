/**
 * Checks a form's values against a TypeBox schema from `@onepair/contract` (a request body, or a
 * form-only schema composed from one) and words each failure with `messageForRule`, the function
 * the server's error handler uses too. A rule therefore reads the same in the form as in the
 * API's 400 reply, and is written once, in the schema. The messages stay in English in the form's
 * state; the form's pieces (`@/components/form`) show them in the page's language.
 */
import { messageForRule, type FailedRule } from '@onepair/contract';
import type { Static, TSchema } from '@sinclair/typebox';
import { Errors, ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** TypeBox's error kinds as the JSON-schema keyword that failed and the schema property holding its limit. */
const RULES: Partial<Record<ValueErrorType, [keyword: string, limit?: string]>> = {
  [ValueErrorType.ObjectRequiredProperty]: ['required'],
  [ValueErrorType.StringMinLength]: ['minLength', 'minLength'],
  [ValueErrorType.StringMaxLength]: ['maxLength', 'maxLength'],
  [ValueErrorType.StringPattern]: ['pattern'],
  [ValueErrorType.StringFormat]: ['format'],
  [ValueErrorType.NumberMinimum]: ['minimum', 'minimum'],
  [ValueErrorType.IntegerMinimum]: ['minimum', 'minimum'],
  [ValueErrorType.NumberMaximum]: ['maximum', 'maximum'],
  [ValueErrorType.IntegerMaximum]: ['maximum', 'maximum'],
  [ValueErrorType.NumberExclusiveMinimum]: ['exclusiveMinimum', 'exclusiveMinimum'],
  [ValueErrorType.IntegerExclusiveMinimum]: ['exclusiveMinimum', 'exclusiveMinimum'],
  [ValueErrorType.NumberMultipleOf]: ['multipleOf'],
  [ValueErrorType.IntegerMultipleOf]: ['multipleOf'],
  [ValueErrorType.String]: ['type'],
  [ValueErrorType.Number]: ['type'],
  [ValueErrorType.Integer]: ['type'],
  [ValueErrorType.Boolean]: ['type'],
  [ValueErrorType.Array]: ['type'],
  [ValueErrorType.Object]: ['type'],
};

/** A TypeBox error as the `{keyword, params}` the server's validator (ajv) reports for the same rule. */
export function failedRule(error: ValueError): FailedRule {
  const schema = error.schema as Record<string, unknown>;
  const [keyword, limit] = RULES[error.type] ?? ['invalid'];
  const params: Record<string, unknown> = {};
  if (limit) params.limit = schema[limit];
  if (keyword === 'type') params.type = [schema.type].flat().join(',');
  if (keyword === 'pattern') params.pattern = schema.pattern;
  if (keyword === 'format') params.format = schema.format;
  if (keyword === 'multipleOf') params.multipleOf = schema.multipleOf;
  if (keyword === 'required') params.missingProperty = fieldOf(error);
  return { keyword, params };
}

/** The top-level field an error is about ('' for the whole value), as the server names it. */
function fieldOf(error: ValueError): string {
  return error.path.split('/')[1] ?? '';
}

/** The first message for each field that breaks a rule of `schema`; `root` for the value as a whole. */
export function schemaErrors(schema: TSchema, values: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const error of Errors(schema, values)) {
    const field = fieldOf(error) || 'root';
    messages[field] ??= messageForRule(failedRule(error));
  }
  return messages;
}

/** Rules a schema cannot state (a chosen file's size and type): a message per field that breaks one. */
export type ExtraCheck<V> = (values: V) => Partial<Record<string, string>>;

/**
 * A react-hook-form resolver for `schema`: `useForm({ resolver: typeboxResolver(ContactFields) })`.
 * Valid values go to the submit handler as they are; otherwise each field gets its first message
 * (the schema's first, then `check`'s).
 */
export function typeboxResolver<T extends TSchema>(schema: T, check?: ExtraCheck<Static<T>>): Resolver<Static<T> & FieldValues> {
  return (values) => {
    const extra = Object.entries(check?.(values) ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]));
    const messages = Object.entries({ ...Object.fromEntries(extra), ...schemaErrors(schema, values) });
    if (messages.length === 0) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of messages) errors[field] = { type: 'schema', message };
    return { values: {}, errors: errors as FieldErrors<Static<T> & FieldValues> };
  };
}
