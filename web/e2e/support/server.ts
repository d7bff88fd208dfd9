/**
 * The servers the browser tests run against: playwright.config.ts starts them, the tests call
 * their API directly. The ports are picked once, in the runner's main process (which loads this
 * module first), and reach the test workers through the environment they inherit.
 *
 * - The main server (`baseURL`) reviews applications automatically (APPLICATION_REVIEW=auto,
 *   the default), as most journeys expect.
 * - The manual-review server (`manualReviewURL`) leaves every application waiting for staff
 *   (APPLICATION_REVIEW=manual), for the review journeys. It has its own database.
 */
import { execFileSync } from 'node:child_process';

/**
 * Ports nothing listens on now, all different: the servers are held open together so that the
 * system cannot hand the same port out twice. A fixed port would clash with a second run.
 */
function freePorts(count: number): string[] {
  const script = `
    const net = require('node:net');
    const servers = Array.from({ length: ${count} }, () => net.createServer());
    Promise.all(servers.map((s) => new Promise((done) => s.listen(0, '127.0.0.1', done)))).then(() => {
      process.stdout.write(servers.map((s) => s.address().port).join(','));
      servers.forEach((s) => s.close());
    });`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).split(',');
}

if (!process.env.E2E_PORT || !process.env.E2E_MANUAL_REVIEW_PORT) {
  const [first, second] = freePorts(2);
  process.env.E2E_PORT ||= first;
  process.env.E2E_MANUAL_REVIEW_PORT ||= second;
}

export const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

export const manualReviewPort = Number(process.env.E2E_MANUAL_REVIEW_PORT);
export const manualReviewURL = `http://127.0.0.1:${manualReviewPort}`;

/** The staff user each server seeds on its first start. */
export const adminCredentials = { username: 'admin', password: 'e2e-admin-password-1' };
