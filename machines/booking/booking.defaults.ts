// Defaults and pure helpers of the booking flow (spec part 1 §9): timespan, page size, the hold's
// length, the delays. The club's clock, the time options and the countdown's text are the kernel's
// club-time helpers (#kernel/lib/dates), read from the clock that comes in through the input.

/** Spec part 1 §9. */
export const CLUB_PAGE_SIZE = 10;
export const DEFAULT_TIMESPAN = 60;
/** The hold countdown ticks each second (named delay `tick`). */
export const TICK_MS = 1000;
/** Discount-code alerts clear after 10 s (named delay `codeAlert`). */
export const CODE_ALERT_MS = 10_000;
/** A discount card bin is exactly six digits. */
export const BIN_PATTERN = /^\d{6}$/;
/** Insurance rules depend on the plan's country; Chile quotes in UF. */
export const CHILE = 'CL';

/** The sport's default timespan when it has one, else 60 minutes. */
export function defaultTimespan(sport: { defaultTimeSpan?: number | null } | null | undefined): number {
  const value = sport?.defaultTimeSpan;
  return typeof value === 'number' && value > 0 ? value : DEFAULT_TIMESPAN;
}

/**
 * A sport searched at a fixed time at this club (simple_search with fixed_search_time; the spec's one
 * sport at 01:00:00): every search uses it and the player picks no time. Null: the player's time.
 */
export function fixedTimeOf(sport: { simple_search?: boolean; fixed_search_time?: string | null } | null | undefined): string | null {
  return (sport?.simple_search && sport.fixed_search_time) || null;
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
