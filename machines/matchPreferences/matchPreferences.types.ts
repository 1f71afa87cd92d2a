// Types of /match/user_preferences and /match/profile (spec part 3 §3 userPreferences: gender M/F,
// age bands, ranked, level and hand preferences; §7 POST …/userPreferences).
import type { AgeBand, MatchDataDto, UserPreferencesDto } from '#kernel/contract/matchProfile';
import type { ActorError } from '#kernel/lib/errors';

export interface MatchPreferencesInput {
  sportId: number;
}

export interface MatchPreferencesContext extends MatchPreferencesInput {
  matchData: MatchDataDto | null;
  prefs: UserPreferencesDto;
  saved: boolean;
  error: ActorError | null;
}

export type MatchPreferencesEvent =
  | { type: 'pref.gender'; gender: 'M' | 'F' }
  | { type: 'pref.age'; band: AgeBand }
  | { type: 'pref.ranked'; ranked: boolean }
  | { type: 'pref.level'; level: number }
  | { type: 'pref.hand'; hand: string | null }
  | { type: 'prefs.save' }
  | { type: 'prefs.reload' };

export type { MatchDataDto, UserPreferencesDto, AgeBand };
