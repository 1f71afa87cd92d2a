import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Settings } from '../settings';
import type { Mailer, MailMessage } from './mailer';

interface Log {
  info(message: string): void;
}

/** SMTP (nodemailer) when SMTP_URL is set; otherwise every message lands as JSON in DATA_DIR/outbox. */
export function createMailer(settings: Pick<Settings, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: Log): Mailer {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: settings.mailFrom, ...message });
      },
    };
  }
  return outboxMailer(join(settings.dataDir, 'outbox'), settings.mailFrom, log);
}

export function outboxMailer(folder: string, from: string, log: Log): Mailer {
  return {
    async send(message: MailMessage) {
      mkdirSync(folder, { recursive: true });
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`);
      writeFileSync(file, JSON.stringify({ from, ...message, sentAt: new Date().toISOString() }, null, 2));
      log.info(`mail to ${message.to} written to ${file}`);
    },
  };
}
