/**
 * A mail catcher as a process of its own, for the browser journeys (web/playwright.config.ts):
 * an SMTP server on MAIL_CATCHER_SMTP_PORT that keeps what the server under test sends, and
 * on MAIL_CATCHER_PORT `GET /messages/` listing it ({to, subject, text}, oldest first) and
 * `GET /healthz`. Password links exist only in sent mail, so a journey reads them here.
 */
import http from 'node:http';
import { startSmtp, textOf } from './smtp.js';

const smtp = await startSmtp(Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 0));
const server = http.createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/healthz') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (request.method === 'GET' && request.url === '/messages/') {
    const messages = smtp.received.map((mail) => ({
      to: mail.to,
      subject: /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim() ?? '',
      text: textOf(mail),
    }));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
    return;
  }
  response.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(Number(process.env.MAIL_CATCHER_PORT ?? 0), '127.0.0.1', resolve));
console.log(`Mail catcher: SMTP at ${smtp.url}, messages at http://127.0.0.1:${(server.address() as { port: number }).port}/messages/`);
const stop = () => void Promise.all([smtp.close(), new Promise((resolve) => server.close(resolve))]).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
