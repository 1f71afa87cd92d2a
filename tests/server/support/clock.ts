/** A clock for the server that tests move by hand (rate-limit windows, timestamps). */
export function testClock(start = new Date('2026-03-02T15:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceMinutes(minutes: number) {
      current += minutes * 60_000;
    },
  };
}
