import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from './logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same on every retry of one mail, so a mail client shows a repeat once. */
  messageId?: string;
  /** What the mail is (password-reset): for the log, never sent. */
  kind?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** "rina@haat.example" → "r***@haat.example": enough to tell mailboxes apart in a log, not to write to one. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}***${address.slice(at)}` : '***';
}

/**
 * Mail through SMTP_URL with nodemailer. Without it the mail is held: the log says one was held,
 * for whom (masked) and which, never what it says, since a reset link in a log is a way into an
 * account for whoever reads the log.
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: Logger }): Mailer {
  const { smtpUrl, from, log } = options;
  if (!smtpUrl) {
    return {
      async send(mail) {
        log.info(
          { kind: mail.kind, to: maskedAddress(mail.to), messageId: mail.messageId },
          'mail held (no SMTP_URL): not sent',
        );
      },
      close() {},
    };
  }
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send({ kind: _kind, ...mail }) {
      await transport.sendMail({ from, ...mail });
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
    close() {
      transport.close();
    },
  };
}
