#!/usr/bin/env node
/**
 * End-to-end runner: builds the web app when its sources are newer than web/dist, builds the
 * server, starts it (the build `npm start` runs) on a free port with a fresh temporary SQLite data folder and a known admin password,
 * waits for /healthz, runs e2e/**\/*.e2e.ts with Vitest, stops the server and exits with the
 * tests' status. Extra arguments go to Vitest (e.g. a file filter).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(webDir, '..');
const bin = (name) => path.join(rootDir, 'node_modules/.bin', name);
const ADMIN_USERNAME = 'admin';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-1';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function log(message) {
  console.log(`[e2e] ${message}`);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function buildIfStale() {
  const builtAt = newestMtime(path.join(webDir, 'dist/index.html'));
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', '../contract/src'].map((p) => path.join(webDir, p));
  const changedAt = Math.max(...sources.map(newestMtime));
  if (builtAt && builtAt >= changedAt && process.env.E2E_REBUILD !== '1') {
    log('web/dist is up to date');
    return;
  }
  log('building the web app');
  const result = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[e2e] the web build failed');
    process.exit(result.status ?? 1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${baseUrl}/healthz within ${timeoutMs / 1000} s`);
}

function stopServer(server) {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

async function main() {
  if (!existsSync(chromiumPath)) {
    console.error(`[e2e] Chromium not found at ${chromiumPath}; install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  buildIfStale();
  log('building the server');
  const serverBuild = spawnSync(process.execPath, [path.join(rootDir, 'server/scripts/build.mjs')], { stdio: 'inherit' });
  if (serverBuild.status !== 0) {
    console.error('[e2e] the server build failed');
    process.exit(serverBuild.status ?? 1);
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'onepair-e2e-'));
  const logPath = path.join(dataDir, 'server.log');
  const logStream = createWriteStream(logPath);
  log(`starting the server on ${baseUrl} (data in ${dataDir})`);
  // The same build `npm start` serves.
  const server = spawn(process.execPath, [path.join(rootDir, 'server/dist/main.js')], {
    cwd: rootDir,
    detached: true, // its own process group, so that stopping it stops anything it started
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      LOGIN_RATE_LIMIT: '100000',
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
      WEB_DIST: path.join(webDir, 'dist'),
      TILE_URL: process.env.E2E_TILE_URL ?? `${baseUrl}/tiles-unreachable/{s}/{z}/{x}/{y}.png`,
    },
  });
  server.stdout.pipe(logStream);
  server.stderr.pipe(logStream);
  let stopping = false;
  server.on('exit', (code, signal) => {
    if (!stopping) console.error(`[e2e] the server stopped unexpectedly (code ${code}, signal ${signal}); see ${logPath}`);
  });

  let status = 1;
  const cleanup = async () => {
    stopping = true;
    await stopServer(server);
    logStream.end();
    if (status === 0 && process.env.E2E_KEEP_DATA !== '1') rmSync(dataDir, { recursive: true, force: true });
    else log(`server log kept at ${logPath}`);
  };
  const onSignal = async () => {
    await cleanup();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    await waitForHealth(baseUrl, server, 60_000);
    log('server is up; running the browser tests');
    const result = spawnSync(bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
      cwd: webDir,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        E2E_ADMIN_USERNAME: ADMIN_USERNAME,
        E2E_ADMIN_PASSWORD: ADMIN_PASSWORD,
        CHROMIUM_PATH: chromiumPath,
      },
    });
    status = result.status ?? 1;
  } catch (error) {
    console.error(`[e2e] ${error.message}`);
    try {
      console.error(readFileSync(logPath, 'utf8').split('\n').slice(-40).join('\n'));
    } catch {
      // no log
    }
    status = 1;
  }
  await cleanup();
  process.exit(status);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
