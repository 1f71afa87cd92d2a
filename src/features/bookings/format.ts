// Club dates and times of a row as the user reads them: club-local wall-clock values formatted as they
// are (UTC only carries them), never converted through the browser's timezone.
import { formatMoney } from '#kernel/lib/money';

export function formatDay(date: string, locale: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const f = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return f.format(new Date(Date.UTC(y, (m || 1) - 1, d || 1, 12)));
}

export const formatTime = (time: string): string => time.slice(0, 5);

export const money = (amount: number, currency: string, locale: string): string => formatMoney(amount, currency, locale);

export function monthName(month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 15)));
}
