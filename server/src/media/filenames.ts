/** File names of uploads: how they are stored, and how they are named in a reply header. */

/** The longest file name the media table keeps (varchar(255) on PostgreSQL). */
const MAX_FILENAME = 255;

/**
 * The name an upload is stored under: the one sent (or `fallback`), with `extension` in place
 * of its own when given, cut to fit with its extension kept.
 */
export function storableFilename(sent: string, fallback: string, extension?: string): string {
  let name = sent.trim() || fallback;
  if (extension) name = `${name.replace(/\.[^.]*$/, '') || fallback}.${extension}`;
  const characters = [...name];
  if (characters.length <= MAX_FILENAME) return name;
  const kept = /\.\w{1,10}$/.exec(name)?.[0] ?? '';
  return characters.slice(0, MAX_FILENAME - kept.length).join('') + kept;
}

/** A stored name as a Content-Disposition file name: nothing that could break out of its quotes. */
export function headerFilename(name: string): string {
  return name.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'file';
}
