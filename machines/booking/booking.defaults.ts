// Defaults and pure helpers of the booking flow (spec part 1 §9): the club's clock (computed in the
// club's timezone with Intl; the clock itself comes in through the machine's input), time options,
// timespan, page size, the hold countdown's text. No src/ imports: machines stay pure.

/** Spec part 1 §9. */
export const CLUB_PAGE_SIZE = 10;
export const DEFAULT_TIMESPAN = 60;
export const DEFAULT_TIMEZONE = 'America/Santiago';
/** The hold countdown ticks each second (named delay `tick`). */
export const TICK_MS = 1000;
/** Discount-code alerts clear after 10 s (named delay `codeAlert`). */
export const CODE_ALERT_MS = 10_000;
/** Booking time options: half-hour steps from 08:00:00 to 23:00:00. */
export const FIRST_TIME_OPTION = '08:00:00';
export const LAST_TIME_OPTION = '23:00:00';
/** A discount card bin is exactly six digits. */
export const BIN_PATTERN = /^\d{6}$/;
/** The comment minimum for the clubs of `BookingRules.longCommentClubIds`. */
export const LONG_COMMENT_MIN_LENGTH = 5;
/** Insurance rules depend on the plan's country; Chile quotes in UF. */
export const CHILE = 'CL';

export interface ClubClock {
  /** 'yyyy-MM-dd' in the club's timezone. */
  date: string;
  /** 'HH:mm:ss' in the club's timezone. */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A timezone Intl knows, else the default one (bad or missing API data). */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TIMEZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

function partsAt(epochMs: number, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const zone = resolveTimeZone(timeZone);
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter.formatToParts(new Date(epochMs))) {
    if (part.type in out) out[part.type as keyof typeof out] = Number(part.value);
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The club's calendar date and wall-clock time at an instant. */
export function clubClock(nowMs: number, timeZone: string | null | undefined): ClubClock {
  const p = partsAt(nowMs, resolveTimeZone(timeZone));
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` };
}

/** Default search time: the club's current time. */
export function defaultSearchTime(nowMs: number, timeZone: string | null | undefined): string {
  return clubClock(nowMs, timeZone).time;
}

/** Default offered time: the next full hour of the club's clock (23:xx offers 00:00:00). */
export function defaultOfferedTime(nowMs: number, timeZone: string | null | undefined): string {
  const hour = Number(clubClock(nowMs, timeZone).time.slice(0, 2));
  return `${pad((hour + 1) % 24)}:00:00`;
}

/** 'HH:mm:ss' options every 30 minutes, 08:00:00 to 23:00:00 inclusive (31 options). */
export function bookingTimeOptions(): string[] {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const out: string[] = [];
  for (let m = toMinutes(FIRST_TIME_OPTION); m <= toMinutes(LAST_TIME_OPTION); m += 30)
    out.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}:00`);
  return out;
}

/** The sport's default timespan when it has one, else 60 minutes. */
export function defaultTimespan(sport: { defaultTimeSpan?: number | null } | null | undefined): number {
  const value = sport?.defaultTimeSpan;
  return typeof value === 'number' && value > 0 ? value : DEFAULT_TIMESPAN;
}

/** The zone's offset from UTC in ms at an instant (whole seconds). */
function offsetAt(epochMs: number, timeZone: string): number {
  const p = partsAt(epochMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A club-local date-time ('yyyy-MM-dd HH:mm:ss', as the API writes localTLDateTime) as an instant,
 * reading it in the club's timezone. Null when the text is not such a date-time.
 */
export function clubLocalToEpoch(local: string | null | undefined, timeZone: string | null | undefined): number | null {
  const m = local ? LOCAL_RE.exec(local.trim()) : null;
  if (!m) return null;
  const zone = resolveTimeZone(timeZone);
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
  let guess = wall - offsetAt(wall, zone);
  guess = wall - offsetAt(guess, zone);
  return guess;
}

/** The hold's length from the server's own two timestamps (no client clock skew); null without a hold. */
export function holdDurationMs(
  hold: { preBookTimestamp?: string | null; preBookExpiration?: string | null } | null | undefined,
): number | null {
  if (!hold?.preBookTimestamp || !hold.preBookExpiration) return null;
  const parse = (text: string) => Date.parse(text.includes('T') || !text.includes(' ') ? text : text.replace(' ', 'T'));
  const ms = parse(hold.preBookExpiration) - parse(hold.preBookTimestamp);
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}

/** The countdown's text: hh:mm:ss, or mm:ss under an hour; partial seconds count as a whole one. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** A calendar date 'yyyy-MM-dd' that exists. */
export function isCalendarDate(text: string | null | undefined): boolean {
  const m = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** 'HH:mm:ss' (or 'HH:mm'), 00:00 to 23:59:59. */
export function isWallTime(text: string | null | undefined): boolean {
  return typeof text === 'string' && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(text);
}
