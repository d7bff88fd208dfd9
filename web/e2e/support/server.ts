/**
 * The server the browser tests run against: playwright.config.ts starts it, the tests call its
 * API directly. The port is picked once, in the runner's main process (which loads this module
 * first), and reaches the test workers through the environment they inherit.
 */
import { execFileSync } from 'node:child_process';

/** A port nothing listens on now; a fixed one would clash with a second run on the machine. */
function freePort(): string {
  const script =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

process.env.E2E_PORT ||= freePort();

export const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
/** The staff user the server seeds on its first start. */
export const adminCredentials = { username: 'admin', password: 'e2e-admin-password-1' };
