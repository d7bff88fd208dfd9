/**
 * The rule usernames and public names share (docs/api.md, Donor privacy and transparency): public
 * lists show a donor by their public name, or by their username until they choose one, so
 * neither may pass for someone else. A name may not be "Anonymous", contain "(sample)", or be,
 * compared by `nameKey` (normalised, in any case, letters of other scripts as the Latin letters
 * they look like), another user's username or another donor's public name. Sign-up, staff
 * creating a user, renaming a user and choosing a public name all ask here.
 */
import { nameKey, PUBLIC_NAME_MESSAGES, reservedName, USERNAME_MESSAGES } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { USERNAME_TAKEN } from '../users/rules.js';
import { nameHolder } from './repository.js';

export type NameField = 'username' | 'public_name';

/**
 * Why `name` cannot be the `field` of the user `ownerId` (none yet at sign-up), in that field's
 * words; undefined when it can. The owner's own username and public name are theirs to use.
 */
export async function nameProblem(db: Queryable, field: NameField, name: string, ownerId?: number): Promise<string | undefined> {
  const reserved = reservedName(name);
  if (reserved && field === 'public_name') return PUBLIC_NAME_MESSAGES[reserved];
  // A username reaches here past its own pattern (users/rules.ts), which has no brackets, so it
  // can only be "Anonymous" or a look-alike of it, never "(sample)".
  if (reserved === 'anonymous') return USERNAME_MESSAGES.anonymous;
  const holder = await nameHolder(db, nameKey(name), ownerId);
  if (!holder) return undefined;
  if (field === 'public_name') return PUBLIC_NAME_MESSAGES.taken;
  // Django's words when another user has the username.
  return holder === 'username' ? USERNAME_TAKEN : USERNAME_MESSAGES.publicName;
}
