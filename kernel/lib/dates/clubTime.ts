// Club-timezone dates: the one place where instants, club calendar dates ('yyyy-MM-dd') and club
// wall-clock times ('HH:mm:ss') are converted into each other. Every club time shown or compared
// goes through here, in the club's timezone, never the browser's or the server's.

import { formatInTimeZone } from 'date-fns-tz';
import { intlLocaleFor, resolveLanguage } from '../i18n/resolveLanguage';
import { isClubDate, isClubTime, TIME_RE, type ClubDate } from './calendarDate';
import { zonedParts, zoneOffsetMs } from './zoneClock';

export { isClubDate, isClubTime, type ClubDate };

/** Spec 1 and 2, section 9: default timezone America/Santiago. */
export const DEFAULT_TIMEZONE = 'America/Santiago';

/** An instant (Date, or ISO text with Z or an offset), or club-local text ('yyyy-MM-dd', 'yyyy-MM-dd HH:mm:ss'). */
export type ClubDateInput = Date | string;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATETIME_RE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?$/;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const validZones = new Set<string>();

/** True if Intl knows the IANA timezone. */
export function isValidTimezone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || tz === '') return false;
  if (validZones.has(tz)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
  } catch {
    return false;
  }
  validZones.add(tz);
  return true;
}

/** A club's timezone when it is valid, else DEFAULT_TIMEZONE (for missing or bad API data). */
export function resolveTimezone(tz: string | null | undefined): string {
  return isValidTimezone(tz) ? tz : DEFAULT_TIMEZONE;
}

function assertTimezone(tz: string): void {
  if (!isValidTimezone(tz)) throw new RangeError(`Invalid time zone: ${tz}`);
}

function assertInstant(instant: Date): void {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
}

function assertClubDate(date: string): void {
  if (!isClubDate(date)) throw new RangeError(`Not a calendar date 'yyyy-MM-dd': ${date}`);
}

/** The club's current local date ('yyyy-MM-dd') and time ('HH:mm:ss'). */
export function clubNow(tz: string, now: Date = new Date()): { date: ClubDate; time: string } {
  assertTimezone(tz);
  assertInstant(now);
  return zonedParts(tz, now);
}

/**
 * The club calendar date of an instant or of club-local text. A Date or ISO text with Z or an
 * offset is an instant (converted to the club's day); 'yyyy-MM-dd' and offset-less
 * 'yyyy-MM-dd HH:mm:ss' (the API's local_start_datetime) are already club-local: their date part.
 */
export function toClubDate(instant: ClubDateInput, tz: string): ClubDate {
  assertTimezone(tz);
  if (typeof instant === 'string') {
    if (DATE_RE.test(instant)) {
      assertClubDate(instant);
      return instant;
    }
    const local = LOCAL_DATETIME_RE.exec(instant);
    if (local) {
      assertClubDate(local[1]);
      if (!isClubTime(local[2])) throw new RangeError(`Not a time: ${instant}`);
      return local[1];
    }
    const parsed = new Date(instant);
    if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(instant) || Number.isNaN(parsed.getTime())) {
      throw new RangeError(`Not a date, local date-time or ISO instant: ${instant}`);
    }
    return formatInTimeZone(parsed, tz, 'yyyy-MM-dd');
  }
  assertInstant(instant);
  return formatInTimeZone(instant, tz, 'yyyy-MM-dd');
}

/**
 * The instant of a club-local date and time ('HH:mm' or 'HH:mm:ss').
 * - A time skipped by a DST change (spring forward) moves forward by the length of the gap:
 *   Santiago 2026-09-06 00:30 does not exist (00:00 jumps to 01:00) and gives 01:30 -03:00.
 *   (date-fns-tz's fromZonedTime moves it back instead, to 23:30 of the day before.)
 * - A time that happens twice (fall back) gives the earlier one: Santiago 2026-04-04 23:30
 *   gives 23:30 -03:00, not the later 23:30 -04:00.
 * These are the rules of JavaScript's own Date and of Temporal's 'compatible' disambiguation.
 */
export function clubLocalToInstant(date: ClubDate, time: string, tz: string): Date {
  assertTimezone(tz);
  assertClubDate(date);
  const t = TIME_RE.exec(time);
  if (!t) throw new RangeError(`Not a time 'HH:mm' or 'HH:mm:ss': ${time}`);
  const [y, mo, d] = date.split('-').map(Number);
  const wall = new Date(0);
  wall.setUTCFullYear(y, mo - 1, d);
  wall.setUTCHours(Number(t[1]), Number(t[2]), Number(t[3] ?? 0), 0);
  const wallMs = wall.getTime();
  const before = zoneOffsetMs(tz, wallMs - DAY_MS);
  const candidates = [before, zoneOffsetMs(tz, wallMs), zoneOffsetMs(tz, wallMs + DAY_MS)]
    .map((offset) => wallMs - offset)
    .filter((instant) => instant + zoneOffsetMs(tz, instant) === wallMs);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(wallMs - before); // in a gap: before's offset puts it after the change, shifted forward
}

/**
 * A club-local date-time as the API writes it ('yyyy-MM-dd HH:mm:ss', also with a 'T' or without
 * seconds) or a bare 'yyyy-MM-dd' (its midnight), as an instant read in the club's timezone; null
 * for any other text.
 */
export function parseClubLocal(local: string | null | undefined, tz: string): Date | null {
  const text = local?.trim();
  if (!text) return null;
  if (isClubDate(text)) return clubLocalToInstant(text, '00:00:00', tz);
  const m = LOCAL_DATETIME_RE.exec(text);
  return m && isClubDate(m[1]) && isClubTime(m[2]) ? clubLocalToInstant(m[1], m[2], tz) : null;
}

/**
 * Spec 1, section 9: "Dates are anchored at 15:00 in the club timezone for comparisons."
 * The instant at 15:00 club time on the club calendar date of `date` (any instant of that
 * club day, or its 'yyyy-MM-dd'). 15:00 is far from DST changes (which happen at night) and
 * from midnight, so a date picker or date-fns showing the anchor in another timezone still
 * shows the same calendar day, for any zone up to 15 hours behind and less than 9 hours ahead
 * of the club (a Santiago club seen from UTC, Madrid, New York or Honolulu).
 */
export function anchorDate(date: ClubDateInput, tz: string): Date {
  return clubLocalToInstant(toClubDate(date, tz), '15:00:00', tz);
}

/** Compares the club calendar days of a and b: -1, 0 or 1 (same result as comparing their anchors). */
export function compareClubDates(a: ClubDateInput, b: ClubDateInput, tz: string): -1 | 0 | 1 {
  const da = toClubDate(a, tz);
  const db = toClubDate(b, tz);
  return da < db ? -1 : da > db ? 1 : 0;
}

/** True when a and b fall on the same club calendar day. */
export function isSameClubDay(a: ClubDateInput, b: ClubDateInput, tz: string): boolean {
  return compareClubDates(a, b, tz) === 0;
}

/** Calendar arithmetic on 'yyyy-MM-dd' (no timezone involved): addClubDays('2026-12-31', 1) is '2027-01-01'. */
export function addClubDays(date: ClubDate, days: number): ClubDate {
  assertClubDate(date);
  if (!Number.isInteger(days)) throw new RangeError(`Days must be an integer, got ${days}`);
  const [y, mo, d] = date.split('-').map(Number);
  const result = new Date(0);
  result.setUTCFullYear(y, mo - 1, d + days);
  const yyyy = String(result.getUTCFullYear()).padStart(4, '0');
  return `${yyyy}-${pad2(result.getUTCMonth() + 1)}-${pad2(result.getUTCDate())}`;
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats an instant in the club's timezone with the user's language (any code: resolved first).
 * Default options: medium date and short time. options.timeZone is always the club's.
 */
export function formatClubDateTime(
  instant: Date,
  tz: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  assertTimezone(tz);
  assertInstant(instant);
  const locale = intlLocaleFor(resolveLanguage(language));
  const resolved = { ...options, timeZone: tz };
  const key = `${locale}|${JSON.stringify(resolved)}`;
  let formatter = dateTimeFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, resolved);
    dateTimeFormatters.set(key, formatter);
  }
  return formatter.format(instant);
}

/**
 * Spec 1, section 9: the default offered time is the next full hour, club time, 'HH:00:00'.
 * Always strictly later: at 14:00:00 it is 15:00:00. After 23:00 it is '00:00:00' (of the
 * next day; the caller owns the date). A next hour skipped by DST gives the time the clock
 * shows then (Santiago 2026-09-05 23:30 gives '01:00:00', as 00:00 does not exist).
 */
export function nextFullHour(now: Date, tz: string): string {
  const local = clubNow(tz, now);
  const hour = Number(local.time.slice(0, 2)) + 1;
  const date = hour === 24 ? addClubDays(local.date, 1) : local.date;
  const instant = clubLocalToInstant(date, `${pad2(hour % 24)}:00:00`, tz);
  return clubNow(tz, instant).time;
}

/** Spec 1, section 9: booking time options in half-hour steps from 08:00:00 to 23:00:00 (31 entries). */
export function timeOptions(): string[] {
  const options: string[] = [];
  for (let minutes = 8 * 60; minutes <= 23 * 60; minutes += 30) {
    options.push(`${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}:00`);
  }
  return options;
}

/**
 * The hold countdown (spec 1, section 4.1): 'hh:mm:ss', or 'mm:ss' under an hour, stopping at
 * zero. Rounds up to the second, so '00:00' shows only once the time is really up; a negative
 * or non-finite remaining time shows '00:00'.
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${pad2(minutes)}:${pad2(seconds)}`;
  return hours > 0 ? `${pad2(hours)}:${mmss}` : mmss;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
