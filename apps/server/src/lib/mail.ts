import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Who it is from; absent: the mailer's `from`. */
  from?: MailSender;
  /**
   * A stable name for this mail (the outbox gives each of its rows one). Sent again, after a
   * crash between sending it and recording that it was sent, it replaces itself instead of
   * arriving twice: the same .eml file in the outbox; over SMTP, the same Message-ID.
   */
  id?: string;
}

/** 'Name <address>', or the parts (nodemailer quotes and encodes a name with commas or ₹ itself). */
export type MailSender = string | { name: string; address: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  /** The sender of a mail that names none. */
  from?: MailSender;
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

/** Message-ID `<id@the sender's domain>`, from the mail's stable id. */
function messageIdOf(id: string | undefined, from: MailSender | undefined): { messageId?: string } {
  if (!id || !from) return {};
  const address = typeof from === 'string' ? from : from.address;
  const domain = /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';
  return { messageId: `<${id}@${domain}>` };
}

function smtpMailer({ smtpUrl, from, log }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ id, from: sender = from, ...mail }) {
      const info = await transport.sendMail({ from: sender, ...mail, ...messageIdOf(id, sender) });
      log.info({ messageId: info.messageId }, 'mail sent');
    },
  };
}

function outboxMailer({ from, outboxDir, log }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send({ id, from: sender = from, ...mail }) {
      const info = await transport.sendMail({ from: sender, ...mail, ...messageIdOf(id, sender) });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const name = id ?? `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++sequence}`;
      const file = path.join(outboxDir, `${name}.eml`);
      // Written whole, then named: a process killed while writing leaves no half mail behind,
      // and a mail sent again replaces its first copy.
      const partial = `${file}.${process.pid}-${++sequence}.partial`;
      await writeFile(partial, info.message as Buffer, { mode: 0o600 }); // a mail may hold a reset code
      await rename(partial, file);
      log.info({ messageId: info.messageId, file: path.basename(file) }, 'mail written to outbox');
    },
  };
}
