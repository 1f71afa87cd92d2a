import { catalogFor, type CatalogLocale, type SupportedLanguage } from '#kernel/lib/i18n';
import type { MailMessage } from '../mailer';

/** The language an e-mail is written in: the catalog that serves the user's language. */
export function mailLocale(language: SupportedLanguage): CatalogLocale {
  return catalogFor(language);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export interface MailParts {
  to: string;
  subject: string;
  /** Paragraphs of plain text; the HTML version escapes them. */
  paragraphs: string[];
  action?: { label: string; url: string };
  locale: CatalogLocale;
}

/** One e-mail in plain text and simple HTML, with the same content. */
export function composeMail(parts: MailParts): MailMessage {
  const textParts = [...parts.paragraphs];
  if (parts.action) textParts.push(`${parts.action.label}: ${parts.action.url}`);
  const htmlParts = parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (parts.action) {
    htmlParts.push(`<p><a href="${escapeHtml(parts.action.url)}">${escapeHtml(parts.action.label)}</a></p>`);
  }
  return {
    to: parts.to,
    subject: parts.subject,
    text: `${textParts.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${parts.locale}"><body>${htmlParts.join('')}</body></html>`,
  };
}
