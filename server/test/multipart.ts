/** Builds multipart/form-data bodies for `app.inject`, and the first bytes of real file types. */
import { randomBytes } from 'node:crypto';

export interface FilePart {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export function multipart(fields: Record<string, string | number | FilePart>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----onepair${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'object') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.bytes,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const pad = (head: number[] | Buffer, size = 64) => Buffer.concat([Buffer.from(head), randomBytes(Math.max(0, size - head.length))]);

export const FILES = {
  png: (size?: number) => pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size),
  jpeg: (size?: number) => pad([0xff, 0xd8, 0xff, 0xe0], size),
  webp: (size?: number) => pad(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]), size),
  pdf: (size?: number) => pad(Buffer.from('%PDF-1.7\n'), size),
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  html: () => Buffer.from('<!doctype html><script>alert(1)</script>'),
};
