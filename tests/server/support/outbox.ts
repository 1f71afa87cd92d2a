import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One e-mail the outbox mailer wrote (server/mail/createMailer.ts). */
export interface OutboxMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  sentAt: string;
}

/** Every e-mail in the outbox folder, oldest first; none when the folder does not exist yet. */
export function readOutbox(folder: string): OutboxMail[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, mail: JSON.parse(readFileSync(join(folder, name), 'utf8')) as OutboxMail }))
    .sort((a, b) => a.mail.sentAt.localeCompare(b.mail.sentAt) || a.name.localeCompare(b.name))
    .map(({ mail }) => mail);
}

/** The confirmation link's parameters in an e-mail's text, or null. */
export function confirmLinkOf(mail: OutboxMail): { url: string; userId: number; token: string } | null {
  const match = /(https?:\/\/\S+\/confirm_email\?\S+)/.exec(mail.text);
  if (!match) return null;
  const url = new URL(match[1]);
  return { url: match[1], userId: Number(url.searchParams.get('userid')), token: url.searchParams.get('token') ?? '' };
}
