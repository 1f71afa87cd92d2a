// Types of the prime subscriber's court pick when challenging (spec part 3 §3 "Challenge (new)": clubId,
// courtId, challengeDate, challengeTime, timespan; §6 MATCH_BOOKING; §9 a prime court is held 120 minutes).
import type { ActorError } from '#kernel/lib/errors';

/** A club of the sport to pick from. */
export interface CourtClub {
  id: number;
  name: string;
}

/** What the clubs' actor answers: the clubs, and today's date where they are (the first day offered). */
export interface CourtClubs {
  clubs: CourtClub[];
  /** YYYY-MM-DD, club-local. */
  today: string;
}

/** A free court time at the chosen club (club-local date and times; amount in minor units). */
export interface CourtSlot {
  courtId: number;
  courtName: string;
  date: string;
  startTime: string;
  endTime: string;
  timespan: number;
  amount: number;
  currencyCode: string;
}

/** The court the challenge holds: what the send carries, with what the page shows of it. */
export interface PickedCourt {
  clubId: number;
  clubName: string;
  slot: CourtSlot;
}

export interface ChallengeCourtInput {
  sportId: number;
}

export interface FetchSlotsInput {
  sportId: number;
  clubId: number;
  date: string;
}

export interface ChallengeCourtContext {
  sportId: number;
  clubs: CourtClub[];
  today: string | null;
  clubId: number | null;
  date: string | null;
  slots: CourtSlot[];
  slot: CourtSlot | null;
  error: ActorError | null;
}

export type ChallengeCourtEvent =
  | { type: 'club.select'; clubId: number }
  | { type: 'date.select'; date: string }
  | { type: 'slot.select'; courtId: number; startTime: string }
  | { type: 'court.confirm' }
  | { type: 'court.skip' }
  | { type: 'clubs.retry' }
  | { type: 'slots.retry' };

/** The pick's outcome: a court, or none (the challenge goes without one). */
export interface ChallengeCourtOutput {
  court: PickedCourt | null;
}
