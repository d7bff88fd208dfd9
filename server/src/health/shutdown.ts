/**
 * Stopping on SIGTERM or SIGINT (docs/operations.md, Stopping): no new connections, requests in
 * flight finish (for at most the deadline), kept-alive connections close as soon as they are
 * idle, the mail sender stops, the database closes, and the process exits 0. Past the deadline
 * the remaining connections are cut and the exit code is 1; a second signal stops at once.
 */
import type { FastifyInstance } from 'fastify';

/** After the deadline and the cut connections, the longest the rest of the close may take. */
const GRACE_AFTER_DEADLINE_MS = 5_000;

export function stopOnSignals(app: FastifyInstance, timeoutSeconds: number): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'shutdown: second signal, exiting now');
      process.exit(1);
    }
    stopping = true;
    const started = Date.now();
    app.server.getConnections((_error, connections) => {
      app.log.info(
        { signal, connections, timeoutSeconds },
        `shutdown: started (${signal}); no new connections, waiting up to ${timeoutSeconds} s for requests in flight`,
      );
    });
    let cut = false;
    const deadline = setTimeout(() => {
      cut = true;
      app.log.warn({ timeoutSeconds }, 'shutdown: deadline passed, closing the connections still open');
      app.server.closeAllConnections();
      setTimeout(() => {
        app.log.error('shutdown: the server did not close in time, exiting');
        process.exit(1);
      }, GRACE_AFTER_DEADLINE_MS);
    }, timeoutSeconds * 1000);
    app.close().then(
      () => {
        clearTimeout(deadline);
        app.log.info({ ms: Date.now() - started }, `shutdown: complete${cut ? ' after cutting connections' : ''}; database closed`);
        process.exit(cut ? 1 : 0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown: failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
