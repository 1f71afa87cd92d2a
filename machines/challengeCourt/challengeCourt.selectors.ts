// View flags of the court pick (the challenge page while a prime subscriber chooses club, court and time).
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { courtClubsErrors, courtSlotsErrors } from './challengeCourt.errors';
import type { ChallengeCourtMachine } from './challengeCourt.machine';

export type ChallengeCourtSnapshot = SnapshotFrom<ChallengeCourtMachine>;

export const isLoading = (s: ChallengeCourtSnapshot) => s.matches('loadingClubs') || s.matches('loadingSlots');
export const clubs = (s: ChallengeCourtSnapshot) => s.context.clubs;
export const clubId = (s: ChallengeCourtSnapshot) => s.context.clubId;
export const date = (s: ChallengeCourtSnapshot) => s.context.date;
export const today = (s: ChallengeCourtSnapshot) => s.context.today;
/** The free court times, once the club's day is read. */
export const slots = (s: ChallengeCourtSnapshot) => (s.matches('choosingSlot') ? s.context.slots : []);
export const chosen = (s: ChallengeCourtSnapshot) => s.context.slot;
export const canPickClub = (s: ChallengeCourtSnapshot) =>
  s.matches('choosingClub') || s.matches('choosingSlot') || s.matches('slotsFailed');
export const canPickDate = (s: ChallengeCourtSnapshot) => s.matches('choosingSlot');
export const canConfirm = (s: ChallengeCourtSnapshot) => s.can({ type: 'court.confirm' });
export const noFreeTimes = (s: ChallengeCourtSnapshot) => s.matches('choosingSlot') && s.context.slots.length === 0;
export const failure = (s: ChallengeCourtSnapshot) =>
  s.matches('clubsFailed')
    ? { entry: errorEntry(courtClubsErrors, s.context.error?.code), retry: 'clubs.retry' as const }
    : s.matches('slotsFailed')
      ? { entry: errorEntry(courtSlotsErrors, s.context.error?.code), retry: 'slots.retry' as const }
      : null;
