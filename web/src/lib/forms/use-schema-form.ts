import type { Static, TSchema } from '@sinclair/typebox';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';

import { typeboxResolver, type ExtraCheck } from './typebox-resolver';

/** The values a form with this schema holds. */
export type FormValues<T extends TSchema> = Static<T> & FieldValues;

export interface SchemaFormOptions<T extends TSchema> extends Omit<UseFormProps<FormValues<T>>, 'resolver'> {
  /** Rules the schema cannot state, checked with it. */
  check?: ExtraCheck<Static<T>>;
}

/**
 * `useForm` checked by a contract schema: the values are typed from it and validated with it on
 * submit (and, after a first submit, as the user edits), in the server's words.
 */
export function useSchemaForm<T extends TSchema>(schema: T, { check, ...options }: SchemaFormOptions<T> = {}) {
  return useForm<FormValues<T>>({ ...options, resolver: typeboxResolver(schema, check) });
}
