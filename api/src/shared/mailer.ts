import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from './logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same on every retry of one mail, so a mail client shows a repeat once. */
  messageId?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Mail through SMTP_URL with nodemailer; without it the mail goes to the log, so a newcomer
 * can still follow a reset link on their own machine.
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: Logger }): Mailer {
  const { smtpUrl, from, log } = options;
  if (!smtpUrl) {
    return {
      async send(mail) {
        log.info({ mail }, 'mail not sent (no SMTP_URL): here it is instead');
      },
      close() {},
    };
  }
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
    close() {
      transport.close();
    },
  };
}
