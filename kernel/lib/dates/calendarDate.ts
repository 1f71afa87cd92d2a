// Calendar dates and wall-clock times as text, checked without a timezone: what the contract's
// schemas, the machines' guards and the server's checks all use (no date-fns-tz here, so the contract
// does not pull it in).

/** A club calendar date, 'yyyy-MM-dd'. */
export type ClubDate = string;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** True for a real calendar date written 'yyyy-MM-dd' ('2026-02-30' is false). */
export function isClubDate(text: unknown): text is ClubDate {
  if (typeof text !== 'string') return false;
  const m = DATE_RE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(0);
  probe.setUTCFullYear(y, mo - 1, d);
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

/** True for a wall-clock time 'HH:mm' or 'HH:mm:ss' (00:00 to 23:59:59). */
export function isClubTime(text: unknown): text is string {
  return typeof text === 'string' && TIME_RE.test(text);
}
