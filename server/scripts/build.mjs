/**
 * Builds the server into one plain JavaScript file, `dist/main.js`, which `npm start` runs with
 * Node alone. Running the TypeScript through tsx costs about 50 MB of memory for the compiler
 * it keeps loaded. Packages from node_modules stay outside the bundle (better-sqlite3 is
 * native); the workspace's own contract package, which is TypeScript source, goes in.
 *
 * `node scripts/build.mjs dist/elsewhere/main.js` writes another file instead: tests that start
 * the build in child processes use one of their own, so that they never run a file another test
 * is rewriting. It must stay inside server/ for the packages to be found.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const { dependencies } = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const bundled = new Set(['@onepair/contract']);

await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.resolve(serverDir, process.argv[2] ?? 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !bundled.has(name)),
  logLevel: 'warning',
});
