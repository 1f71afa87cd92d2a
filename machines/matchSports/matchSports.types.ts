// Types of /match/home and /match/sports (spec part 3 §2: /match redirects to /match/home).
import type { MatchSportDto, MatchUserDto } from '#kernel/contract/matchProfile';
import type { ActorError } from '#kernel/lib/errors';

export interface MatchSportsInput {
  /** /match/home: go on by itself to the one active sport's home, or to the wizard when nothing is started. */
  forward: boolean;
  /** /match?entityId: kept on the way to the wizard. */
  entityId: number | null;
}

export interface MatchStart {
  matchUser: MatchUserDto;
  sports: MatchSportDto[];
}

export interface MatchSportsContext extends MatchSportsInput {
  start: MatchStart | null;
  error: ActorError | null;
}

export type MatchSportsEvent = { type: 'sports.reload' };
export type { MatchSportDto, MatchUserDto };
