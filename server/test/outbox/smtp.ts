/** A real SMTP server for the tests, on 127.0.0.1 and a free port, that keeps what it receives. */
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: Received[];
  /** Reply to the next `count` messages with this SMTP error instead of accepting them. */
  refuseNext(count: number, code?: number, message?: string): void;
  close(): Promise<void>;
}

/** Listens on `port`, or on a free one. */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: Received[] = [];
  let refusals = 0;
  let refusal = { code: 550, message: 'Mailbox unavailable' };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    refuseNext(count, code = 550, message = 'Mailbox unavailable') {
      refusals = count;
      refusal = { code, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a received message, with the quoted-printable encoding of long lines undone. */
export function textOf(mail: Received): string {
  const body = mail.raw.slice(mail.raw.search(/\r?\n\r?\n/));
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(mail.raw)) return body;
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
