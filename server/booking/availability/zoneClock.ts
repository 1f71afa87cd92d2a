// Fast club-time arithmetic for the slot grid: one cached Intl formatter per zone. The grid asks for
// thousands of conversions per search; date-fns-tz builds a formatter per call and costs about 1000
// times more. Correctness around DST is kept by the caller (slotGrid.ts) falling back to the exact path.

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
    });
    formatters.set(timezone, f);
  }
  return f;
}

/** The zone's offset from UTC in ms at an instant (Santiago in winter: -4 h). */
export function zoneOffsetMs(timezone: string, epochMs: number): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timezone).formatToParts(new Date(epochMs))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' and 'HH:mm:ss' of a wall-clock time written as UTC ms. */
export function wallParts(wallMs: number): { date: string; time: string } {
  const d = new Date(wallMs);
  return {
    date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
  };
}

/** The club-local date and time of an instant. */
export function zonedParts(timezone: string, instant: Date): { date: string; time: string } {
  return wallParts(instant.getTime() + zoneOffsetMs(timezone, instant.getTime()));
}
