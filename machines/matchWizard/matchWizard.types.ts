// Types of /match/wizard (spec part 3 §4 "Wizard steps 0 to 6", §5 "Match profile" and "Team name").
import type { DayAvailabilityDto, MatchCityDto, MatchDataDto, MatchSportDto, MatchUserDto } from '#kernel/contract/matchProfile';
import type { ActorError } from '#kernel/lib/errors';

export type WizardStep = 'personal' | 'sport' | 'team' | 'fields' | 'availability' | 'cities';

/** Where the team-name check stands: too short, waiting to check, checking, free, taken, or the check failed. */
export type TeamStatus = 'empty' | 'short' | 'checking' | 'available' | 'taken' | 'failed';

export interface BirthDateDraft {
  day: number | null;
  month: number | null;
  year: number | null;
}

export interface MatchWizardInput {
  /** /match/wizard?entityId: a corporate entity's wizard (no availability, no cities). */
  entityId: number | null;
  /** This year, for the birth years (two years ago back 100). */
  currentYear: number;
  /** Editing the profile of this sport (/match/edit_profile?sportId): its answers load at once. */
  sportId: number | null;
}

export interface MatchWizardContext extends MatchWizardInput {
  matchUser: MatchUserDto | null;
  sports: MatchSportDto[];
  gender: 'M' | 'F' | null;
  birthDate: BirthDateDraft;
  sportId: number | null;
  matchData: MatchDataDto | null;
  level: number | null;
  teamName: string;
  teamStatus: TeamStatus;
  fields: Record<string, string[]>;
  days: DayAvailabilityDto[];
  cities: MatchCityDto[];
  cityQuery: string;
  cityResults: MatchCityDto[];
  cityTotal: number;
  error: ActorError | null;
}

export interface StartData {
  matchUser: MatchUserDto;
  sports: MatchSportDto[];
}

export interface CitySearchResult {
  cities: MatchCityDto[];
  total: number;
}

export interface SaveInput {
  sportId: number;
  body: {
    gender?: 'M' | 'F';
    birthDate?: { year: number; month: number; day: number };
    level: number;
    teamName: string | null;
    entityId: number | null;
    fields: Record<string, string[]>;
    dayAvailability: DayAvailabilityDto[];
    cityIds: number[];
  };
}

export type MatchWizardEvent =
  | { type: 'personal.gender'; gender: 'M' | 'F' }
  | { type: 'personal.birthDate'; day: number | null; month: number | null; year: number | null }
  | { type: 'sport.choose'; sportId: number }
  | { type: 'level.choose'; level: number }
  | { type: 'team.name'; name: string }
  | { type: 'field.toggle'; fieldId: string; optionId: string }
  | { type: 'day.toggle'; dayOfWeek: number }
  | { type: 'day.times'; dayOfWeek: number; startTime: string; endTime: string }
  | { type: 'city.search'; q: string }
  | { type: 'city.add'; city: MatchCityDto }
  | { type: 'city.remove'; cityId: number }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'wizard.retry' };

export type { MatchDataDto, MatchSportDto, MatchUserDto, MatchCityDto, DayAvailabilityDto };
