/**
 * What the server knows about its own stopping (docs/operations.md, Stopping). From the moment
 * `app.close()` begins, `app.lifecycle.stopping` is true: the readiness check answers 503, and
 * every reply still going out says `Connection: close`, so a kept-alive client learns from that
 * reply not to send another request on the connection and the connection ends cleanly when the
 * reply is done. (Node keeps such a connection open after `server.close()`, and the close
 * would otherwise wait for its keep-alive timeout.)
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Lifecycle {
  stopping: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

async function lifecycle(app: FastifyInstance): Promise<void> {
  const state: Lifecycle = { stopping: false };
  app.decorate('lifecycle', state);
  app.addHook('preClose', async () => {
    state.stopping = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (state.stopping) reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(lifecycle, { name: 'lifecycle' });
