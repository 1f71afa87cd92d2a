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
