// View flags of the hold countdown (read from the reservation's child snapshot).
import type { SnapshotFrom } from 'xstate';
import { formatCountdown } from '#kernel/lib/dates';
import type { HoldCountdownMachine } from './holdCountdown.machine';

export type HoldCountdownSnapshot = SnapshotFrom<HoldCountdownMachine>;

/** 'hh:mm:ss', or 'mm:ss' under an hour; null when there is no hold to show. */
export const countdownText = (s: HoldCountdownSnapshot | undefined): string | null =>
  s && !s.matches('cancelled') ? formatCountdown(s.context.remainingMs) : null;

export const isCounting = (s: HoldCountdownSnapshot | undefined): boolean => Boolean(s?.matches('running'));

/** The hold ran out: the clock shows 00:00 and stops. */
export const holdExpired = (s: HoldCountdownSnapshot | undefined): boolean => Boolean(s?.matches('expired'));

/** The last minute of a running hold: the clock turns urgent. */
export const isUrgent = (s: HoldCountdownSnapshot | undefined): boolean =>
  Boolean(s?.matches('running') && s.context.remainingMs <= 60_000);

/**
 * What a screen reader is told about the hold, changing only at the thresholds worth saying, never every
 * second: the whole minutes left (at the start and at each minute), then 30 s, 10 s, and the end. A string
 * so that a selector of it only changes value at a threshold. null: nothing to say (no hold).
 */
export type HoldAnnouncement = `minutes:${number}` | 'seconds:30' | 'seconds:10' | 'expired';

export function holdAnnouncement(s: HoldCountdownSnapshot | undefined): HoldAnnouncement | null {
  if (!s || !(s.matches('running') || s.matches('expired'))) return null;
  if (s.matches('expired')) return 'expired';
  const seconds = Math.ceil(s.context.remainingMs / 1000);
  if (seconds <= 10) return 'seconds:10';
  if (seconds <= 30) return 'seconds:30';
  return `minutes:${Math.ceil(seconds / 60)}`;
}
