// The court booking flow's addresses that other screens link to (spec part 1 §2.1 params): a held
// court's summary and a search's slots. The booking flow (src/features/booking/flow/place.ts) reads
// and writes the same addresses; payment results link back with these.

/** A court booking as its addresses name it: club, sport, court, club-local date and time, duration. */
export interface BookingPlace {
  clubId: number;
  sportId: number;
  courtId: number;
  /** 'yyyy-MM-dd' */
  date: string;
  /** 'HH:mm:ss' */
  time: string;
  timespan: number;
}

function query(entries: Array<[string, string | number]>): string {
  // ':' stays readable in times, as the booking flow writes them.
  return new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString().replace(/%3A/gi, ':');
}

/** /book/summary of the court: `payment` asks the summary to open the payment at once (1: any method, or a fop code). */
export function summaryPathOf(place: BookingPlace, pay?: string): string {
  const { sportId, clubId, date, time, timespan, courtId } = place;
  const entries: Array<[string, string | number]> = [
    ['sportId', sportId],
    ['clubId', clubId],
    ['date', date],
    ['time', time],
    ['timespan', timespan],
    ['courtId', courtId],
  ];
  if (pay) entries.push(['payment', pay]);
  return `/book/summary?${query(entries)}`;
}

/** /book/slots of the same search (club, sport, date, time, duration). */
export function slotsPathOf(place: Omit<BookingPlace, 'courtId'>): string {
  const { sportId, clubId, date, time, timespan } = place;
  return `/book/slots?${query([
    ['sportId', sportId],
    ['clubId', clubId],
    ['date', date],
    ['time', time],
    ['timespan', timespan],
  ])}`;
}

/** Adds `payment` (spec part 1 §2.1; the summary still reads the older `pay`) to a summary address. */
export const withPay = (summaryPath: string, pay = '1'): string =>
  `${summaryPath}${summaryPath.includes('?') ? '&' : '?'}payment=${encodeURIComponent(pay)}`;

/** An address inside the app (a path, no origin, no '//', no backslash or space), else null: never an open redirect. */
export function internalPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500 || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  try {
    return new URL(value, 'http://internal.invalid').origin === 'http://internal.invalid' ? value : null;
  } catch {
    return null;
  }
}
