// An iCalendar file (RFC 5545) for one event in a club's timezone: DTSTART/DTEND carry TZID and the
// club's wall-clock times, with a VTIMEZONE that gives the zone's offset at that event (one STANDARD
// part: enough for a single event, and what RFC 5545 §3.2.19 asks of every TZID used).
import { addClubDays, clubLocalToInstant } from '#kernel/lib/dates/clubTime';
import { zoneOffsetMs } from '#kernel/lib/dates/zoneClock';

export interface CalendarEvent {
  /** Unique and stable: a second download updates the same event in the calendar. */
  uid: string;
  /** The club's IANA timezone. */
  timezone: string;
  /** Club-local 'yyyy-MM-dd' and 'HH:mm[:ss]'. An end at or before the start is on the next day. */
  date: string;
  startTime: string;
  endTime: string;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** TEXT escaping (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (§3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(/:/g, '').padEnd(6, '0').slice(0, 6)}`;
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** '+0300' / '-0400' from an offset in ms. */
function offsetText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

export function buildIcs(event: CalendarEvent): string {
  const start = withSeconds(event.startTime);
  const end = withSeconds(event.endTime);
  const endDate = end <= start ? addClubDays(event.date, 1) : event.date;
  const offset = offsetText(zoneOffsetMs(event.timezone, clubLocalToInstant(event.date, start, event.timezone).getTime()));
  const tz = escapeText(event.timezone);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Courtflow//Booking summary//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${tz}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART;TZID=${tz}:${compact(event.date, start)}`,
    `DTEND;TZID=${tz}:${compact(endDate, end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
