// Fast club-time arithmetic: one cached Intl formatter per zone. The server's slot grid asks for
// thousands of conversions per search, and date-fns-tz builds a formatter per call (about 1000 times
// slower); every zone offset of the app, the machines and the server is read here.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timezone: string): Intl.DateTimeFormat {
  let f = formatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timezone, f);
  }
  return f;
}

/**
 * The zone's offset from UTC in ms at an instant (Santiago in winter: -4 h). Not date-fns-tz's
 * getTimezoneOffset: that one reads the Date's system-local fields as a wall time, so its answer
 * depends on the machine's timezone.
 */
export function zoneOffsetMs(timezone: string, epochMs: number): number {
  const field: Record<string, string> = {};
  for (const part of formatter(timezone).formatToParts(new Date(epochMs))) field[part.type] = part.value;
  const year = field.era === 'BC' || field.era === 'B' ? 1 - Number(field.year) : Number(field.year);
  const wall = new Date(0);
  wall.setUTCFullYear(year, Number(field.month) - 1, Number(field.day));
  wall.setUTCHours(Number(field.hour), Number(field.minute), Number(field.second), 0);
  return wall.getTime() - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'yyyy-MM-dd' and 'HH:mm:ss' of a wall-clock time written as UTC ms. */
export function wallParts(wallMs: number): { date: string; time: string } {
  const d = new Date(wallMs);
  return {
    date: `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
  };
}

/** The club-local date ('yyyy-MM-dd') and time ('HH:mm:ss') of an instant. */
export function zonedParts(timezone: string, instant: Date): { date: string; time: string } {
  return wallParts(instant.getTime() + zoneOffsetMs(timezone, instant.getTime()));
}
