import * as z from 'zod/mini';
import { idParam } from './common';
import { defineEndpoint } from './endpoint';
import { ok } from './envelope';

// Match-making entry (spec part 3 §2 match routes, §3 "Match per sport (matchData)" and "Match-user
// data", §4 wizard steps, §5 match profile and team name, §7 "Match", §9): the player's match profile
// per sport, the wizard's save, activate / deactivate, the team-name check and the recommendations.
// The challenge lifecycle, chat and rankings live in their own contract file.

export const MATCH_MAX_CITIES = 3;
export const MATCH_MAX_RIVALS = 10;
export const TEAM_NAME_MIN = 5;
/** The spec's age bands of the match preferences. */
export const AGE_BANDS = ['-17', '18-24', '25-34', '35-44', '45-54', '55-64', '65-74', '75+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

const hhmm = z.string().check(z.regex(/^([01]\d|2[0-3]):00$/, 'times are whole hours HH:00'));
const gender = z.enum(['M', 'F']);
export const matchStatus = z.enum(['WIZARD', 'ACTIVE', 'DISABLED']);
export type MatchStatus = z.infer<typeof matchStatus>;

export const matchLevelDto = z.object({ id: z.int(), name: z.string() });
export const matchFieldDto = z.object({
  id: z.string(),
  display: z.string(),
  options: z.array(z.object({ id: z.string(), display: z.string() })),
  optional: z.enum(['Y', 'N']),
  showInPreferences: z.boolean(),
  multiple: z.boolean(),
});
export type MatchFieldDto = z.infer<typeof matchFieldDto>;

export const dayOptionDto = z.object({
  dayOfWeek: z.int(),
  min: z.string(),
  max: z.string(),
  defaultStart: z.string(),
  defaultEnd: z.string(),
});
export type DayOptionDto = z.infer<typeof dayOptionDto>;

/** A day the player can play: 1 Monday … 7 Sunday, whole hours, end after start (checked by the server). */
export const dayAvailabilityDto = z.object({
  dayOfWeek: z.int().check(z.minimum(1), z.maximum(7)),
  startTime: hhmm,
  endTime: hhmm,
});
export type DayAvailabilityDto = z.infer<typeof dayAvailabilityDto>;

export const matchCityDto = z.object({ id: z.int(), name: z.string(), shortName: z.string() });
export type MatchCityDto = z.infer<typeof matchCityDto>;

export const userPreferencesDto = z.object({
  genderPreferences: z.array(gender),
  agePreferences: z.array(z.enum(AGE_BANDS)),
  ranked: z.boolean(),
  levelPreferences: z.array(z.int()),
  handPreference: z.nullable(z.string()),
});
export type UserPreferencesDto = z.infer<typeof userPreferencesDto>;

/** A sport that has match-making, with the caller's profile status in it (null: never started). */
export const matchSportDto = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  teamSize: z.int(),
  teamMandatory: z.boolean(),
  status: z.nullable(matchStatus),
});
export type MatchSportDto = z.infer<typeof matchSportDto>;

/** matchData: the sport's settings and the player's answers to them. */
export const matchDataDto = z.object({
  sportId: z.int(),
  status: z.nullable(matchStatus),
  teamSize: z.int(),
  teamMandatory: z.boolean(),
  levels: z.array(matchLevelDto),
  level: z.nullable(z.int()),
  fields: z.array(z.extend(matchFieldDto, { selected: z.array(z.string()) })),
  availabilityOptions: z.object({ dayOptions: z.array(dayOptionDto) }),
  dayAvailability: z.array(dayAvailabilityDto),
  cities: z.array(matchCityDto),
  userPreferences: userPreferencesDto,
  metadata: z.object({ teamName: z.nullable(z.string()), entityId: z.nullable(z.int()) }),
});
export type MatchDataDto = z.infer<typeof matchDataDto>;

/** Match-user data: what the wizard and the match home need to know about the caller. */
export const matchUserDto = z.object({
  active: z.boolean(),
  hasProfilePicture: z.boolean(),
  hasBirthDate: z.boolean(),
  hasGender: z.boolean(),
  activeMatchSports: z.array(z.int()),
  disabledMatchSports: z.array(z.int()),
  wizardMatchSports: z.array(z.int()),
});
export type MatchUserDto = z.infer<typeof matchUserDto>;

/** One recommended rival, best first; prob is the score scaled to 0..1 (docs/decisions.md). */
export const rivalDto = z.object({
  userId: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  level: z.int(),
  levelName: z.string(),
  sharedCities: z.array(matchCityDto),
  overlapMinutes: z.int(),
  prob: z.number(),
});
export type RivalDto = z.infer<typeof rivalDto>;

/** One challenge on the match home's lists (read from the challenges table). */
export const challengeSummaryDto = z.object({
  challengeId: z.int(),
  status: z.string(),
  other: z.object({ userId: z.int(), firstName: z.string(), lastName: z.string(), level: z.nullable(z.int()) }),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Accepted matches: the other player's chat messages the caller has not read yet. */
  undeliveredMessages: z.optional(z.int()),
});
export type ChallengeSummaryDto = z.infer<typeof challengeSummaryDto>;

const sportUser = z.strictObject({ userId: idParam, sportId: idParam });

/** What the wizard saves: the missing personal data, and the profile in the sport. */
export const matchDataBody = z.object({
  gender: z.optional(gender),
  birthDate: z.optional(z.object({ year: z.int(), month: z.int(), day: z.int() })),
  level: z.int(),
  teamName: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(60)))),
  entityId: z.optional(z.nullable(z.int().check(z.positive()))),
  fields: z.record(z.string().check(z.maxLength(40)), z.array(z.string().check(z.maxLength(40))).check(z.maxLength(10))),
  dayAvailability: z.array(dayAvailabilityDto).check(z.maxLength(7)),
  cityIds: z.array(z.int().check(z.positive())).check(z.maxLength(MATCH_MAX_CITIES)),
});
export type MatchDataBody = z.infer<typeof matchDataBody>;

const incomplete = { status: 422, meaning: 'Please enter all the information required' };
const notMatchSport = { status: 404, meaning: 'The sport has no match-making' };

export const getMatchUser = defineEndpoint({
  id: 'getMatchUser',
  method: 'GET',
  path: '/api/match',
  auth: 'user',
  summary: "The caller's match-user data: personal data present, and the sports active, disabled or in the wizard",
  response: ok({ matchUser: matchUserDto }),
  errors: {},
});

export const listMatchSports = defineEndpoint({
  id: 'listMatchSports',
  method: 'GET',
  path: '/api/match/sports',
  auth: 'user',
  summary: "The sports with match-making and the caller's status in each",
  response: ok({ sports: z.array(matchSportDto) }),
  errors: {},
});

export const getMatchData = defineEndpoint({
  id: 'getMatchData',
  method: 'GET',
  path: '/api/user/:userId/sports/:sportId/matchdata',
  auth: 'user',
  ownerParam: 'userId',
  summary: "The sport's match settings with the caller's profile in it (empty before the wizard)",
  params: sportUser,
  response: ok({ matchData: matchDataDto }),
  errors: { '-2703': notMatchSport },
});

export const saveMatchData = defineEndpoint({
  id: 'saveMatchData',
  method: 'POST',
  path: '/api/user/:userId/sports/:sportId/matchdata',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'Saves the wizard: missing gender and birth date, level, team, fields, availability and cities; the profile becomes active',
  params: sportUser,
  body: matchDataBody,
  response: ok({ matchData: matchDataDto }),
  errors: {
    '-2701': incomplete,
    '-2702': { status: 409, meaning: 'Another team of this sport has that name' },
    '-2703': notMatchSport,
  },
});

export const saveMatchPreferences = defineEndpoint({
  id: 'saveMatchPreferences',
  method: 'POST',
  path: '/api/user/:userId/sports/:sportId/userPreferences',
  auth: 'user',
  ownerParam: 'userId',
  summary: "Saves the caller's rival preferences in a sport (gender, age bands, ranked, levels, hand)",
  params: sportUser,
  body: userPreferencesDto,
  response: ok({ matchData: matchDataDto }),
  errors: { '-2701': incomplete, '-2704': { status: 409, meaning: 'Finish the match wizard of this sport first' } },
});

export const getMatchUserData = defineEndpoint({
  id: 'getMatchUserData',
  method: 'GET',
  path: '/api/sports/:sportId/users/:userId/matchdata',
  auth: 'user',
  summary: "A player's match data in a sport: the caller's own, or an active player's public part (name, level, cities, fields)",
  params: z.strictObject({ sportId: idParam, userId: idParam }),
  response: ok({
    user: z.object({
      userId: z.int(),
      firstName: z.string(),
      lastName: z.string(),
      status: matchStatus,
      sportData: z.object({
        id: z.int(),
        level: z.nullable(z.int()),
        levelName: z.nullable(z.string()),
        cities: z.array(matchCityDto),
        fields: z.record(z.string(), z.array(z.string())),
        dayAvailability: z.array(dayAvailabilityDto),
      }),
    }),
  }),
  errors: {},
});

const toggle = (id: 'activateMatchSport' | 'deactivateMatchSport', verb: 'activate' | 'deactivate') =>
  defineEndpoint({
    id,
    method: 'POST',
    path: `/api/match/sports/:sportId/users/:userId/${verb}`,
    auth: 'user',
    ownerParam: 'userId',
    summary:
      verb === 'activate'
        ? 'Makes the caller recommendable and challengeable in the sport again'
        : 'Hides the caller from match-making in the sport',
    params: sportUser,
    response: ok({ status: matchStatus }),
    errors: { '-2704': { status: 409, meaning: 'Finish the match wizard of this sport first' } },
  });
export const activateMatchSport = toggle('activateMatchSport', 'activate');
export const deactivateMatchSport = toggle('deactivateMatchSport', 'deactivate');

export const checkTeamName = defineEndpoint({
  id: 'checkTeamName',
  method: 'GET',
  path: '/api/match/team/user/:userId',
  auth: 'user',
  ownerParam: 'userId',
  summary: "Whether a team name is free in the sport (the caller's own team's name counts as free)",
  params: z.strictObject({ userId: idParam }),
  query: z.object({
    teamName: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
    sportId: idParam,
    entity: z.optional(idParam),
  }),
  response: ok({ available: z.boolean() }),
  errors: {},
});

export const listRecommendations = defineEndpoint({
  id: 'listRecommendations',
  method: 'GET',
  path: '/api/match/sports/:sportId/user/:userId/recomendations',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'The best 10 rivals for the caller in the sport, scored from level, availability, cities and preferences',
  params: sportUser,
  response: ok({ rivals: z.array(rivalDto) }),
  errors: { '-2704': { status: 409, meaning: 'Finish the match wizard of this sport first' } },
});

export const listPendingMatches = defineEndpoint({
  id: 'listPendingMatches',
  method: 'GET',
  path: '/api/match/sports/:sportId/users/:userId/pending-matches',
  auth: 'user',
  ownerParam: 'userId',
  summary: "The caller's pending challenges in the sport: to them and from them",
  params: sportUser,
  response: ok({ toMe: z.array(challengeSummaryDto), fromMe: z.array(challengeSummaryDto) }),
  errors: {},
});

export const listAcceptedMatches = defineEndpoint({
  id: 'listAcceptedMatches',
  method: 'GET',
  path: '/api/match/sports/:sportId/users/:userId/accepted-matches',
  auth: 'user',
  ownerParam: 'userId',
  summary: "The caller's accepted challenges in the sport",
  params: sportUser,
  response: ok({ matches: z.array(challengeSummaryDto) }),
  errors: {},
});

export const listMatchesToDiscard = defineEndpoint({
  id: 'listMatchesToDiscard',
  method: 'GET',
  path: '/api/match/sports/:sportId/users/:userId/matches-to-discard',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'Matches in the sport that were called off (nogo) and the caller has not rated yet: rate them to clear them',
  params: sportUser,
  response: ok({ matches: z.array(challengeSummaryDto) }),
  errors: {},
});
