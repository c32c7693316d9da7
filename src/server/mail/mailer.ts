/**
 * Outgoing mail through nodemailer: over SMTP_URL when it is set, otherwise written as .eml files to
 * DATA_DIR/outbox so a campaign without a mail server can still read (and forward) what would be sent.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-files.js';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(mail: Config['mail']): Mailer {
  if (mail.smtpUrl) {
    const transport = nodemailer.createTransport(mail.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: mail.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: mail.from, ...message });
      await fs.mkdir(mail.outboxDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(mail.outboxDir, name), info.message as Buffer, {
        mode: PRIVATE_FILE_MODE,
      });
    },
  };
}
