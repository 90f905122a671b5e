import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

export interface MailCatcher {
  url: string;
  mails: CaughtMail[];
  /** Resolves with the next mail to arrive (or one that already has and was not taken yet). */
  next(timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, standing in for the mail provider. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  let taken = 0;
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async next(timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (taken >= mails.length) {
        if (Date.now() > until) throw new Error('no mail arrived');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return mails[taken++];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
