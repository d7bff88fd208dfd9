#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 12's mobile audit of the built app, 3 runs each for /, /map
 * and /about, printing the median score of each category (docs/benchmarks.md, Lighthouse).
 *
 * - Builds the web app and the server first when either build is missing (`--build` always).
 * - Starts the built server on a free port with a fresh SQLite folder (the sample data), and a
 *   stand-in tile server on another port answering every tile with one plain grey image: the
 *   machine this runs on may have no internet, and a map whose tiles fail fills the console with
 *   network errors that say nothing about the app.
 * - Runs Debian's Chromium (CHROMIUM_PATH names another) headless, once per audit.
 *
 * Options: --runs N (default 3), --build, --details audit-id,… (print those audits' findings),
 * --language es (a browser whose language is Spanish: a first visit then shows the pages in
 * Spanish) and paths to audit instead of the three.
 * The build writes web/dist and server/dist, which the browser tests use too: while others
 * may be running them, start it as `flock /tmp/onepair-e2e.lock npm run lighthouse`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** A plain light-grey 256×256 PNG, the size of a map tile (a smaller one would be stretched, which Lighthouse marks). */
function greyTile() {
  const size = 256;
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size, 0xe5)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function parseArgs(argv) {
  const options = { runs: 3, build: false, paths: [], details: [], language: 'en' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--build') options.build = true;
    else if (arg === '--runs') options.runs = Number(argv[(i += 1)]);
    else if (arg === '--details') options.details.push(...argv[(i += 1)].split(','));
    else if (arg === '--language') options.language = argv[(i += 1)];
    else if (arg.startsWith('/')) options.paths.push(arg);
    else
      throw new Error(
        `lighthouse: unknown argument ${arg} (use --runs N, --build, --details audit-id,…, --language es and paths such as /map)`,
      );
  }
  if (!['en', 'es'].includes(options.language)) throw new Error('lighthouse: --language takes en or es');
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('lighthouse: --runs takes a whole number from 1');
  if (options.paths.length === 0) options.paths = ['/', '/map', '/about'];
  return options;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, server) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`lighthouse: the server stopped at start (exit code ${server.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`lighthouse: the server did not answer ${url} within a minute`);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function audit(url, details, language) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, `--accept-lang=${language}`],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`lighthouse: no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    const failing = Object.values(lhr.audits)
      .filter(
        (item) =>
          item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative' && item.scoreDisplayMode !== 'notApplicable',
      )
      .map((item) => `${item.id}${item.displayValue ? ` (${item.displayValue})` : ''}`);
    const metrics = {
      lcp: lhr.audits['largest-contentful-paint']?.numericValue,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
      tbt: lhr.audits['total-blocking-time']?.numericValue,
    };
    for (const id of details) {
      const item = lhr.audits[id];
      console.log(
        `    ${id}: ${item ? JSON.stringify({ score: item.score, displayValue: item.displayValue, errorMessage: item.errorMessage, items: item.details?.items }) : 'no such audit'}`,
      );
    }
    return { scores, failing, metrics };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const built = existsSync(path.join(root, 'web/dist/index.html')) && existsSync(path.join(root, 'server/dist/main.js'));
  if (options.build || !built) {
    console.log('lighthouse: building the web app and the server…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const tile = greyTile();
  const tiles = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400', 'access-control-allow-origin': '*' });
    response.end(tile);
  });
  const tilePort = await freePort();
  await new Promise((resolve) => tiles.listen(tilePort, '127.0.0.1', resolve));

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'onepair-lighthouse-'));
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${base}/healthz`, server);
    const rows = [];
    for (const page of options.paths) {
      const runs = [];
      for (let run = 1; run <= options.runs; run += 1) {
        const result = await audit(`${base}${page}`, options.details, options.language);
        runs.push(result);
        console.log(
          `  ${page} run ${run}: ${CATEGORIES.map((id) => `${id} ${result.scores[id]}`).join(', ')}; ` +
            `LCP ${Math.round(result.metrics.lcp)} ms, CLS ${result.metrics.cls?.toFixed(3)}, TBT ${Math.round(result.metrics.tbt)} ms`,
        );
        if (result.failing.length > 0) console.log(`    below 90: ${result.failing.join(', ')}`);
      }
      rows.push({ page, medians: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((item) => item.scores[id]))])) });
    }
    console.log(
      `\nLighthouse 12, mobile, browser in ${options.language === 'es' ? 'Spanish' : 'English'}, median of ${options.runs} run(s):`,
    );
    console.log(`  ${'page'.padEnd(10)} ${CATEGORIES.map((id) => id.padStart(15)).join('')}`);
    for (const row of rows) {
      console.log(`  ${row.page.padEnd(10)} ${CATEGORIES.map((id) => String(row.medians[id]).padStart(15)).join('')}`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    tiles.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
