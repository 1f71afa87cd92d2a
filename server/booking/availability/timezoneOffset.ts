import { zoneOffsetMs } from '#kernel/lib/dates';

/** Minutes east of UTC in a zone at an instant (Santiago in winter: -240). */
export function timezoneOffsetMinutes(timezone: string, at: Date): number {
  return Math.round(zoneOffsetMs(timezone, at.getTime()) / 60_000);
}
