#!/usr/bin/env node
/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the web build, at the
 * highest levels: the server sends the copy a browser accepts as it is (docs/operations.md,
 * Caching and compression), so the build pays for compression once instead of every request.
 * A copy that would not be smaller is not written; the server then sends the file itself.
 *
 * Usage: node scripts/compress.mjs [dist folder]   (defaults to web/dist)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|txt|json|webmanifest|xml)$/;
const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));

/** Every file under the folder, skipping Vite's own (the manifest is read by the build only). */
function filesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return name.startsWith('.') ? [] : filesUnder(full);
    return [full];
  });
}

let raw = 0;
let brotli = 0;
let gzip = 0;
let count = 0;
for (const file of filesUnder(dist).filter((name) => COMPRESSIBLE.test(name))) {
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
  raw += bytes.length;
  brotli += Math.min(br.length, bytes.length);
  gzip += Math.min(gz.length, bytes.length);
  count += 1;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`compress: ${count} files, ${kb(raw)} -> brotli ${kb(brotli)}, gzip ${kb(gzip)}`);
