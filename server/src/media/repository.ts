/** SQL for stored files: catalogue images and prescriptions live in the database. */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import { nowIso } from '../db/types.js';

export interface NewMedia {
  bytes: Buffer;
  contentType: string;
  filename: string;
  ownerUserId: number | null;
  isPrivate: boolean;
}

/** A file's SHA-256 in hex, as the media table keeps it (for ETags and versioned addresses). */
export function mediaSha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export async function insertMedia(db: Queryable, media: NewMedia): Promise<number> {
  const row = await db
    .insertInto('media')
    .values({
      bytes: media.bytes,
      content_type: media.contentType,
      filename: media.filename,
      owner_user_id: media.ownerUserId,
      sha256: mediaSha256(media.bytes),
      is_private: media.isPrivate ? 1 : 0,
      created_at: nowIso(),
    })
    .returning('media_id')
    .executeTakeFirstOrThrow();
  return row.media_id;
}

export async function findMedia(db: Queryable, mediaId: number) {
  return db
    .selectFrom('media')
    .select(['media_id', 'bytes', 'content_type', 'filename', 'owner_user_id', 'is_private', 'sha256'])
    .where('media_id', '=', mediaId)
    .executeTakeFirst();
}
