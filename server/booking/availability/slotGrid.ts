import { addClubDays, clubLocalToInstant, wallParts, zonedParts, zoneOffsetMs } from '#kernel/lib/dates';

/** Opening hours of a club sport: minutes from the club's midnight; closing may pass 24:00 (1500 = 01:00). */
export interface OpeningHours {
  opensMinute: number;
  closesMinute: number;
}

/** A start time of a club's day for one duration, in club time and as instants. */
export interface GridSlot {
  /** 'yyyy-MM-dd', club time: the date the slot starts on. */
  localDate: string;
  /** 'HH:mm:ss', club time. */
  localStartTime: string;
  localEndTime: string;
  /** Minutes from the club's midnight of localDate. */
  localMinute: number;
  /** Minutes from the midnight of the opening day (price bands are written in it; above 1440 after midnight). */
  openingMinute: number;
  startsAt: Date;
  endsAt: Date;
  /** startsAt and endsAt as ISO text (the answers carry them; computed once with the cached grid). */
  startsAtIso: string;
  endsAtIso: string;
  timespan: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const minuteToTime = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00`;
export const timeToMinute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const DAY_MS = 86_400_000;
const grids = new Map<string, GridSlot[]>();
const GRID_CACHE_SIZE = 5000;

/**
 * The slots that start on `date` (club time) for a duration: every `step` minutes from opening while
 * the slot ends by closing, in wall-clock time. Slots of the previous day's opening that run past
 * midnight start on `date` too. Times a DST change skips (Santiago's spring-forward 00:00–00:59) are
 * left out; a repeated hour (fall back) is offered once, at its first occurrence. The instants are
 * the real ones, so a 60-minute slot always lasts 60 minutes even when its wall-clock end looks odd.
 * A pure function of its arguments, so its answers are kept (a computation cache, not data).
 */
export function gridSlots(hours: OpeningHours, timezone: string, date: string, timespan: number, step: number): GridSlot[] {
  const key = `${timezone}|${hours.opensMinute}|${hours.closesMinute}|${date}|${timespan}|${step}`;
  let grid = grids.get(key);
  if (!grid) {
    if (grids.size >= GRID_CACHE_SIZE) grids.clear();
    grid = buildGrid(hours, timezone, date, timespan, step);
    grids.set(key, grid);
  }
  return grid;
}

function buildGrid(hours: OpeningHours, timezone: string, date: string, timespan: number, step: number): GridSlot[] {
  const midnight = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  // One offset from the day before to the day after: no DST change near this date, plain arithmetic.
  const offset = zoneOffsetMs(timezone, midnight - DAY_MS);
  const steady = offset === zoneOffsetMs(timezone, midnight + 2 * DAY_MS);
  const slots: GridSlot[] = [];
  for (const dayOffset of [-1, 0]) {
    if (dayOffset === -1 && hours.closesMinute <= 1440) continue;
    for (let m = hours.opensMinute; m + timespan <= hours.closesMinute; m += step) {
      const localMinute = m + dayOffset * 1440;
      if (localMinute < 0 || localMinute >= 1440) continue;
      const localStartTime = minuteToTime(localMinute);
      let startsAt: Date;
      if (steady) startsAt = new Date(midnight + localMinute * 60_000 - offset);
      else {
        startsAt = clubLocalToInstant(date, localStartTime, timezone);
        const back = zonedParts(timezone, startsAt);
        if (back.date !== date || back.time !== localStartTime) continue;
      }
      const endsAt = new Date(startsAt.getTime() + timespan * 60_000);
      const localEndTime = steady ? wallParts(endsAt.getTime() + offset).time : zonedParts(timezone, endsAt).time;
      slots.push({
        localDate: date,
        localStartTime,
        localEndTime,
        localMinute,
        openingMinute: m,
        startsAt,
        endsAt,
        startsAtIso: startsAt.toISOString(),
        endsAtIso: endsAt.toISOString(),
        timespan,
      });
    }
  }
  return slots.sort((a, b) => a.localMinute - b.localMinute);
}

const windows = new Map<string, { mindate: string; maxdate: string }>();

/** The club-local 'yyyy-MM-dd' of today and the last bookable day (kept per zone, minute and days ahead: a pure computation). */
export function dateWindow(timezone: string, now: Date, daysAhead: number): { mindate: string; maxdate: string } {
  const key = `${timezone}|${Math.floor(now.getTime() / 60_000)}|${daysAhead}`;
  let window = windows.get(key);
  if (window === undefined) {
    if (windows.size > 1000) windows.clear();
    const mindate = zonedParts(timezone, now).date;
    window = { mindate, maxdate: addClubDays(mindate, daysAhead) };
    windows.set(key, window);
  }
  return window;
}
