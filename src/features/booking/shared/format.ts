// Club times and dates as the user reads them. Times and dates of the API are club-local wall-clock
// values ('HH:mm:ss', 'yyyy-MM-dd'): they are formatted as they are, in the user's language, never
// converted through the browser's timezone (UTC is used only as a neutral carrier).
import { addClubDays } from '#kernel/lib/dates';
import { formatMoney } from '#kernel/lib/money';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    } catch {
      f = new Intl.DateTimeFormat('es-CL', { ...options, timeZone: 'UTC' });
    }
    formatters.set(key, f);
  }
  return f;
}

const wall = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return new Date(Date.UTC(2000, 0, 1, h || 0, m || 0));
};
const day = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, (m || 1) - 1, d || 1, 12));
};

/** English reads a 12-hour clock; Spanish and Portuguese a 24-hour one (some Intl data says otherwise for es-CL). */
const clock = (locale: string): Intl.DateTimeFormatOptions =>
  locale.toLowerCase().startsWith('en') ? { hour: 'numeric', minute: '2-digit' } : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const times = new Map<string, string>();

/** '19:00' (es, pt) or '7:00 PM' (en). Remembered: a day of slots repeats the same few dozen times. */
export function formatTime(time: string, locale: string): string {
  const key = `${locale}|${time}`;
  let text = times.get(key);
  if (text === undefined) {
    text = formatter(locale, clock(locale)).format(wall(time));
    times.set(key, text);
  }
  return text;
}

/** 'Domingo, 22 de noviembre': only the first letter up. */
export const capitalize = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** 'Sábado, 22 de noviembre'. */
export const formatDateLong = (date: string, locale: string): string =>
  capitalize(formatter(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(day(date)));

/** 'sáb 22 nov'. */
export const formatDateShort = (date: string, locale: string): string =>
  formatter(locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(day(date));

export const weekdayShort = (date: string, locale: string): string =>
  formatter(locale, { weekday: 'short' }).format(day(date)).replace(/\.$/, '');
export const monthShort = (date: string, locale: string): string =>
  formatter(locale, { month: 'short' }).format(day(date)).replace(/\.$/, '');
export const dayOfMonth = (date: string): string => String(Number(date.slice(8, 10)));

/** The days from `from` to `to` (inclusive, real calendar dates 'yyyy-MM-dd'), at most `max`. */
export function daysBetween(from: string, to: string, max = 60): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < max; d = addClubDays(d, 1)) out.push(d);
  return out;
}

const amounts = new Map<string, string>();

/** An amount in the club's currency, in the user's language (remembered: slots repeat few prices). */
export function money(minorUnits: number, currencyCode: string, locale: string): string {
  const key = `${locale}|${currencyCode}|${minorUnits}`;
  let text = amounts.get(key);
  if (text === undefined) {
    text = formatMoney(minorUnits, currencyCode, locale);
    if (amounts.size > 500) amounts.clear();
    amounts.set(key, text);
  }
  return text;
}
