import { describe, expect, it } from 'vitest';
import { sniffContentType, sniffImageType } from '../../src/media/sniff.js';
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

describe('sniffImageType (catalogue images)', () => {
  it.each([
    ['a PNG', FILES.png(), 'image/png'],
    ['a JPEG', FILES.jpeg(), 'image/jpeg'],
    ['a WebP', FILES.webp(), 'image/webp'],
    ['a bare SVG', FILES.svg(), 'image/svg+xml'],
    [
      'an SVG after a byte-order mark, XML declaration, comment and DOCTYPE',
      Buffer.from(
        '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg\nviewBox="0 0 1 1"/>',
      ),
      'image/svg+xml',
    ],
  ])('recognises %s', (_name, bytes, type) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it.each([
    ['a PDF (a prescription, not an image)', FILES.pdf()],
    ['an HTML page', FILES.html()],
    ['plain text', Buffer.from('not an image')],
    ['an element merely starting with svg', Buffer.from('<svgfoo/>')],
    ['an SVG inside another root', Buffer.from('<html><svg/></html>')],
    ['an SVG with an internal DOCTYPE subset (entities)', Buffer.from('<!DOCTYPE svg [<!ENTITY x "y">]><svg/>')],
    ['an unterminated comment', Buffer.from('<!-- <svg/>')],
    ['binary with NUL bytes', Buffer.from('<svg\u0000/>')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffImageType(bytes)).toBeUndefined();
  });

  it('leaves sniffContentType (prescriptions) refusing SVG', () => {
    expect(sniffContentType(FILES.svg())).toBeUndefined();
  });
});
