/**
 * The server's clock: the real one, or (CLOCK_AT, outside production) one that starts at a given
 * instant and runs on from there. Browser tests of time-bound flows (a check-in opens two hours
 * before the game) set it so that they run at any hour, not only while the club is open.
 */
export function serverClock(startAt: Date | null): () => Date {
  if (!startAt) return () => new Date();
  const offset = startAt.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/** CLOCK_AT: an ISO 8601 instant with its offset; refused in production and when it is not one. */
export function parseClockAt(value: string | undefined, production: boolean): Date | null {
  const text = value?.trim();
  if (!text) return null;
  if (production) throw new Error('CLOCK_AT sets the server clock for tests: it is refused in production');
  const at = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) || Number.isNaN(at.getTime()))
    throw new Error(`CLOCK_AT=${text}: not an ISO 8601 instant (e.g. 2026-11-25T15:30:00-03:00)`);
  return at;
}
