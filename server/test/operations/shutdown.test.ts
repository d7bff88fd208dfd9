import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { ServerProcess, useBuiltServer } from './processes.js';

const built = useBuiltServer();

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function read(request: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopping on SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, closes idle ones cleanly and exits 0', async () => {
    const server = new ServerProcess(built.build.mainFile, built.db, { SHUTDOWN_TIMEOUT_SECONDS: '15' });
    const base = new URL(await server.listening());
    const port = Number(base.port);
    try {
      // A kept-alive client that made one call and now sits idle.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const first = await read(http.get({ host: '127.0.0.1', port, path: '/readyz', agent }));
      expect(first.status).toBe(200);
      expect(JSON.parse(first.body)).toEqual({ status: 'ready', database: 'ok', migrations: 'done' });
      const idleSocket = Object.values(agent.freeSockets).flat()[0]!;
      const idleEvents: string[] = [];
      idleSocket.on('error', (error) => idleEvents.push(`error ${(error as NodeJS.ErrnoException).code}`));
      idleSocket.on('close', (hadError) => idleEvents.push(hadError ? 'closed with an error' : 'closed'));

      // A slow client: its sign-up body arrives half now, half after the signal.
      const body = JSON.stringify({ username: 'slow_client', email: 'slow@example.org', password: 'a patient password 7' });
      const slow = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/auth/users/',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const slowAnswer = read(slow);
      slow.write(body.slice(0, 20));
      await wait(300);

      server.child.kill('SIGTERM');
      await wait(500);
      expect(idleEvents).toEqual(['closed']);
      await expect(fetch(`${base.origin}/healthz`)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });

      slow.end(body.slice(20));
      const answer = await slowAnswer;
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.body)).toMatchObject({ username: 'slow_client' });
      expect(answer.headers.connection).toBe('close');
      agent.destroy();
    } finally {
      const exit = await server.stop();
      expect(exit).toEqual({ code: 0, signal: null });
    }
    const messages = server.logs().map((line) => line.msg);
    expect(messages).toContainEqual(expect.stringMatching(/^shutdown: started \(SIGTERM\)/));
    expect(messages).toContainEqual(expect.stringMatching(/^shutdown: complete; database closed/));
    expect(messages.findIndex((msg) => msg.startsWith('shutdown: started'))).toBeLessThan(
      messages.findIndex((msg) => msg.startsWith('shutdown: complete')),
    );
    expect(server.stderr).toBe('');
  }, 45_000);

  it('cuts what is still open at SHUTDOWN_TIMEOUT_SECONDS and exits 1', async () => {
    const server = new ServerProcess(built.build.mainFile, built.db, { SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const base = new URL(await server.listening());
    // A body that never finishes arriving.
    const stuck = http.request({
      host: '127.0.0.1',
      port: Number(base.port),
      method: 'POST',
      path: '/auth/users/',
      headers: { 'content-type': 'application/json', 'content-length': 1000 },
    });
    const failed = new Promise<string>((resolve) => stuck.on('error', (error) => resolve((error as NodeJS.ErrnoException).code ?? '')));
    stuck.write('{"username":');
    await wait(300);
    const exit = await server.stop('SIGTERM');
    expect(exit).toEqual({ code: 1, signal: null });
    expect(await failed).toBe('ECONNRESET');
    const messages = server.logs().map((line) => line.msg);
    expect(messages).toContainEqual(expect.stringMatching(/^shutdown: deadline passed/));
    expect(messages).toContainEqual(expect.stringMatching(/^shutdown: complete after cutting connections/));
  }, 45_000);
});
