// How the wizard's answers change (pure): each function answers the context fields it replaces.
import { MAX_MATCH_CITIES, MIN_TEAM_NAME } from '#kernel/lib/match/matchRules';
import { withEntity } from './matchWizard.steps';
import type { MatchDataDto, MatchWizardContext, MatchWizardInput, SaveInput, TeamStatus } from './matchWizard.types';

export const initialContext = (input: MatchWizardInput): MatchWizardContext => ({
  ...input,
  matchUser: null,
  sports: [],
  gender: null,
  birthDate: { day: null, month: null, year: null },
  matchData: null,
  level: null,
  teamName: '',
  teamStatus: 'empty',
  fields: {},
  days: [],
  cities: [],
  cityQuery: '',
  cityResults: [],
  cityTotal: 0,
  error: null,
});

/** A new sport starts its answers again. */
export const chooseSport = (_: MatchWizardContext, sportId: number): Partial<MatchWizardContext> => ({
  sportId,
  matchData: null,
  level: null,
  fields: {},
  days: [],
  cities: [],
  error: null,
  teamStatus: 'empty',
  teamName: '',
});

/** The sport's settings, with what the player saved before (editing a profile) already chosen. */
export const fromSportData = (_: MatchWizardContext, data: MatchDataDto): Partial<MatchWizardContext> => ({
  matchData: data,
  level: data.level,
  fields: Object.fromEntries(data.fields.filter((f) => f.selected.length > 0).map((f) => [f.id, f.selected])),
  days: data.dayAvailability,
  cities: data.cities,
  teamName: data.metadata.teamName ?? '',
  teamStatus: data.metadata.teamName ? 'available' : 'empty',
});

export const typedTeamStatus = (name: string): TeamStatus => {
  const length = name.trim().length;
  if (length === 0) return 'empty';
  return length < MIN_TEAM_NAME ? 'short' : 'checking';
};

export function toggleField(c: MatchWizardContext, fieldId: string, optionId: string): Record<string, string[]> {
  const field = c.matchData?.fields.find((f) => f.id === fieldId);
  if (!field || !field.options.some((o) => o.id === optionId)) return c.fields;
  const picks = c.fields[fieldId] ?? [];
  const next = picks.includes(optionId) ? picks.filter((p) => p !== optionId) : field.multiple ? [...picks, optionId] : [optionId];
  const { [fieldId]: _, ...rest } = c.fields;
  return next.length > 0 ? { ...rest, [fieldId]: next } : rest;
}

/** A day on (with the sport's default times) or off. */
export function toggleDay(c: MatchWizardContext, dayOfWeek: number) {
  if (c.days.some((d) => d.dayOfWeek === dayOfWeek)) return c.days.filter((d) => d.dayOfWeek !== dayOfWeek);
  const option = c.matchData?.availabilityOptions.dayOptions.find((o) => o.dayOfWeek === dayOfWeek);
  if (!option) return c.days;
  return [...c.days, { dayOfWeek, startTime: option.defaultStart, endTime: option.defaultEnd }].sort((a, b) => a.dayOfWeek - b.dayOfWeek);
}

export const setDayTimes = (c: MatchWizardContext, dayOfWeek: number, startTime: string, endTime: string) =>
  c.days.map((d) => (d.dayOfWeek === dayOfWeek ? { dayOfWeek, startTime, endTime } : d));

export const canAddCity = (c: MatchWizardContext, cityId: number) =>
  c.cities.length < MAX_MATCH_CITIES && !c.cities.some((x) => x.id === cityId);

/** The body of the save: personal data only when the user had none; with an entity no days or cities. */
export function saveInput(c: MatchWizardContext): SaveInput {
  const { day, month, year } = c.birthDate;
  const entity = withEntity(c);
  return {
    sportId: c.sportId ?? 0,
    body: {
      ...(!c.matchUser?.hasGender && c.gender ? { gender: c.gender } : {}),
      ...(!c.matchUser?.hasBirthDate && day && month && year ? { birthDate: { year, month, day } } : {}),
      level: c.level ?? 0,
      teamName: c.teamName.trim() === '' ? null : c.teamName.trim(),
      entityId: c.entityId,
      fields: c.fields,
      dayAvailability: entity ? [] : c.days,
      cityIds: entity ? [] : c.cities.map((x) => x.id),
    },
  };
}
