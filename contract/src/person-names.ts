/**
 * People's names: the first and last name a person gives (Django's `first_name` and
 * `last_name`), which a recipient's parcel is addressed to and a donor's receipt names. Public
 * lists never use them: they show a donor's chosen public name or "Anonymous".
 */

import { Type } from '@sinclair/typebox';

/** A staff row's `name`: who the person is, as their parcel and receipts name them. */
export const DisplayName = Type.String({ description: 'The first and last name the person gave, or their username when they gave none.' });

/** The database columns' length, as Django's. */
export const PERSON_NAME_MAX_LENGTH = 150;

export const PERSON_NAME_FIELDS = ['first_name', 'last_name'] as const;
export type PersonNameField = (typeof PERSON_NAME_FIELDS)[number];

export interface PersonNames {
  first_name: string;
  last_name: string;
}

/** "First Last" as given, or `fallback` (the username) when the person gave neither. */
export function personName(names: PersonNames, fallback: string): string {
  const full = `${names.first_name.trim()} ${names.last_name.trim()}`.trim();
  return full || fallback;
}

/** The names a parcel still needs: both are asked of a recipient before a pair is claimed. */
export function missingNameFields(names: PersonNames): PersonNameField[] {
  return PERSON_NAME_FIELDS.filter((field) => names[field].trim() === '');
}
