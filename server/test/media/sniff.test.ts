import { describe, expect, it } from 'vitest';
import { sniffContentType } from '../../src/media/sniff.js';
import { FILES } from '../multipart.js';

describe('sniffContentType', () => {
  it.each([
    ['a PNG', FILES.png(), 'image/png'],
    ['a JPEG', FILES.jpeg(), 'image/jpeg'],
    ['a WebP', FILES.webp(), 'image/webp'],
    ['a PDF', FILES.pdf(), 'application/pdf'],
  ])('recognises %s from its bytes', (_name, bytes, type) => {
    expect(sniffContentType(bytes)).toBe(type);
  });

  it.each([
    ['an SVG', FILES.svg()],
    ['an HTML page', FILES.html()],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e])],
    ['a RIFF file that is not WebP (WAV)', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')])],
    ['text that claims to be a PDF later on', Buffer.from('hello %PDF-1.7')],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffContentType(bytes)).toBeUndefined();
  });

  it('works on a plain Uint8Array', () => {
    expect(sniffContentType(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
  });
});
