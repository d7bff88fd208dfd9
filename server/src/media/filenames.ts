/** The longest file name the media table keeps (varchar(255) on PostgreSQL). */
const MAX_FILENAME = 255;

/** The name an upload is stored under: the one sent, cut to fit with its extension kept. */
export function storableFilename(sent: string, fallback: string): string {
  const name = sent.trim() || fallback;
  const characters = [...name];
  if (characters.length <= MAX_FILENAME) return name;
  const extension = /\.\w{1,10}$/.exec(name)?.[0] ?? '';
  return characters.slice(0, MAX_FILENAME - extension.length).join('') + extension;
}
