/** Where a stored file is served. */
export const mediaUrl = (mediaId: number): string => `/media/${mediaId}`;
