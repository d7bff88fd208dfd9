#!/usr/bin/env node
/**
 * Prints the gzip size of the JavaScript a first visit to `/` loads: the entry chunk and every
 * chunk it imports statically (transitively), read from Vite's manifest. Fails over the budget
 * (docs/architecture.md, Web bundle): every page but the catalogue is a lazy route, so a page
 * added to the router does not count here unless it is imported statically.
 *
 * Usage: node scripts/report-size.mjs [dist folder]   (defaults to web/dist)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 100 * 1024;
const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
const manifestPath = path.join(dist, '.vite/manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`report-size: ${manifestPath} is missing; build with build.manifest enabled.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length === 0) {
  console.error('report-size: the manifest names no entry chunk.');
  process.exit(1);
}

const seen = new Set();
const files = [];
function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  if (chunk.file.endsWith('.js')) files.push(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
}
for (const [key] of entries) visit(key);

let rawTotal = 0;
let gzipTotal = 0;
const rows = files.map((file) => {
  const bytes = readFileSync(path.join(dist, file));
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  rawTotal += bytes.length;
  gzipTotal += gzipped;
  return { file, raw: bytes.length, gzip: gzipped };
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('\nJavaScript loaded by a first visit to / (entry + static imports):');
for (const row of rows) console.log(`  ${row.file.padEnd(44)} ${kb(row.raw).padStart(10)}  gzip ${kb(row.gzip).padStart(9)}`);
console.log(`  ${'total'.padEnd(44)} ${kb(rawTotal).padStart(10)}  gzip ${kb(gzipTotal).padStart(9)}  (budget ${kb(BUDGET_BYTES)})`);
if (gzipTotal > BUDGET_BYTES) {
  console.error(`report-size: the first visit loads ${kb(gzipTotal)} gzipped, over the ${kb(BUDGET_BYTES)} budget.`);
  process.exit(1);
}
