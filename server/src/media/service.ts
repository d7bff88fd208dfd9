/** Who may fetch a stored file: public items anyone; private ones their owner and staff. */
import { MESSAGES } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Caller } from '../auth/authenticate.js';
import { toBool } from '../db/schema.js';
import { ApiError, notAuthenticated, notFound, permissionDenied } from '../lib/errors.js';
import { findMedia } from './repository.js';

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
  filename: string;
  sha256: string;
  isPrivate: boolean;
}

/**
 * A private file asked for by a visitor is a 403 (not a 404), like every protected resource
 * of the API (docs/api.md, 403, never 401).
 */
export async function readMedia(db: Db, caller: Caller | null, badToken: boolean, id: number): Promise<StoredFile> {
  const row = await findMedia(db.kysely, id);
  if (!row) throw notFound();
  const isPrivate = toBool(row.is_private);
  if (isPrivate) {
    if (!caller) throw badToken ? new ApiError(403, { detail: MESSAGES.invalidToken }) : notAuthenticated();
    if (!caller.isStaff && caller.id !== row.owner_user_id) throw permissionDenied();
  }
  return { bytes: row.bytes, contentType: row.content_type, filename: row.filename, sha256: row.sha256, isPrivate };
}
