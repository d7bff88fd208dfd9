/**
 * The type of an uploaded file, judged from its first bytes (magic numbers) — never from its
 * name or the client's claimed content type. Anything not recognised is `undefined`.
 */
export type SniffedContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (ch) => ch.charCodeAt(0));
}

export function sniffContentType(bytes: Uint8Array): SniffedContentType | undefined {
  // JPEG: SOI marker followed by the start of another marker.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  // WebP: RIFF container, 4-byte size, then "WEBP".
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return undefined;
}

/** How far into a file its SVG root element may start (after the XML declaration and comments). */
const SVG_HEAD_BYTES = 4096;

/**
 * True when the file is text whose root element is `<svg`: after an optional byte-order mark,
 * XML declaration, comments, processing instructions and a DOCTYPE without an internal subset
 * (entity definitions have no place in a catalogue image). Its name and declared type play no
 * part, and a file with NUL bytes is not text.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, SVG_HEAD_BYTES));
  if (head.includes(0)) return false;
  let text = head.toString('utf8');
  if (text.startsWith('\ufeff')) text = text.slice(1);
  for (;;) {
    text = text.trimStart();
    if (text.startsWith('<?')) {
      const end = text.indexOf('?>');
      if (end < 0) return false;
      text = text.slice(end + 2);
    } else if (text.startsWith('<!--')) {
      const end = text.indexOf('-->');
      if (end < 0) return false;
      text = text.slice(end + 3);
    } else if (/^<!DOCTYPE\s/i.test(text)) {
      const end = text.indexOf('>');
      if (end < 0 || text.slice(0, end).includes('[')) return false;
      text = text.slice(end + 1);
    } else {
      return /^<svg[\s>/]/.test(text);
    }
  }
}

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/svg+xml';

/** A catalogue image's type from its bytes: PNG, JPEG, WebP or SVG; anything else is `undefined`. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  const binary = sniffContentType(bytes);
  if (binary === 'image/jpeg' || binary === 'image/png' || binary === 'image/webp') return binary;
  if (binary === undefined && looksLikeSvg(bytes)) return 'image/svg+xml';
  return undefined;
}
