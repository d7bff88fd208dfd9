/** Where a stored file is served. */
export const mediaUrl = (mediaId: number): string => `/media/${mediaId}`;

/** How many hex digits of a file's SHA-256 its versioned address carries. */
export const MEDIA_VERSION_LENGTH = 16;

/**
 * The address of a public file that names its content: `/media/<id>?v=<start of its SHA-256>`.
 * A stored file's bytes never change, but an id can come back with other bytes (a database
 * restored from an older backup, or made anew, hands out the same ids again). The version tells
 * those apart, so browsers may keep a file fetched under it for a year (media/routes.ts).
 */
export const versionedMediaUrl = (mediaId: number, sha256: string): string =>
  `${mediaUrl(mediaId)}?v=${sha256.slice(0, MEDIA_VERSION_LENGTH)}`;
