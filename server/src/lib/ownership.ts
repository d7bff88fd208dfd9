/** The one rule for records that belong to a user: the owner and staff may; others may not. */
import type { Caller } from '../auth/authenticate.js';
import { notFound, permissionDenied } from './errors.js';

export function assertOwnerOrStaff(caller: Caller, ownerUserId: number | undefined): void {
  if (ownerUserId === undefined) throw notFound();
  if (!caller.isStaff && caller.id !== ownerUserId) throw permissionDenied();
}

/** Every user keeps exactly one account, donator and donatee record: remove the user instead. */
export const KEEP_PROFILE_RECORDS = 'Every user keeps exactly one account, donator and donatee record; delete the user instead.';

/** A foreign key that names no row, in DRF's words. */
export const invalidPk = (id: number) => `Invalid pk "${id}" - object does not exist.`;
