import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message carries; the outbox logs it so an operator without mail can follow it. */
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Mail out (DESIGN §8): through `SMTP_URL` when set; otherwise each message is written as an `.eml` file under
 * `DATA_DIR/outbox/` and its link logged, so a fresh clone works without a mail server. Both go through
 * nodemailer, so the outbox file is byte for byte the message SMTP would have carried.
 */
export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: config.mailFrom, to: m.to, subject: m.subject, text: m.text });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: m.to,
        subject: m.subject,
        text: m.text,
      });
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      // Written aside and renamed, so whoever watches the folder never reads half a message.
      const tmp = path.join(outbox, `.${name}.tmp`);
      await fs.writeFile(tmp, info.message as Buffer);
      await fs.rename(tmp, path.join(outbox, name));
      log.info({ to: m.to, file: name, link: m.link }, 'mail written to the outbox (SMTP_URL is not set)');
    },
    close: () => transport.close(),
  };
}
