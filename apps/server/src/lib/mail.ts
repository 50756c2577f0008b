import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: { info(details: object, message: string): void };
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in the outbox. Log lines name
 * the message only: a subject or body may carry a secret (a code, a signed link).
 */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options) : outboxMailer(options);
}

function smtpMailer({ smtpUrl, from, log }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      log.info({ messageId: info.messageId }, 'mail sent');
    },
  };
}

function outboxMailer({ from, outboxDir, log }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${process.pid}-${++sequence}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 }); // a mail may hold a reset code
      log.info({ messageId: info.messageId, file: path.basename(file) }, 'mail written to outbox');
    },
  };
}
