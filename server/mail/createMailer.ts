import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Settings } from '#server/settings';
import type { Mailer, MailMessage } from './mailer';

interface Log {
  info(message: string): void;
}

/** SMTP (nodemailer) when SMTP_URL is set; otherwise every message lands as JSON in DATA_DIR/outbox. */
export function createMailer(settings: Pick<Settings, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: Log): Mailer {
  if (settings.smtpUrl) {
    const smtpUrl = settings.smtpUrl;
    // Loaded with the first message: nodemailer costs ~150 ms of every start, and most starts send none.
    let transport: ReturnType<typeof smtpTransport> | undefined;
    return {
      async send(message) {
        transport ??= smtpTransport(smtpUrl);
        await (await transport).sendMail({ from: settings.mailFrom, ...message });
      },
    };
  }
  return outboxMailer(join(settings.dataDir, 'outbox'), settings.mailFrom, log);
}

async function smtpTransport(smtpUrl: string) {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(smtpUrl);
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
