// Match profile rules that the wizard (machines/matchWizard) and the server (server/match) share
// (spec part 3 §5 "Match profile", "Team name"; §9 at most 3 cities, team name at least 5).

export interface DayWindow {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

export interface FieldRule {
  id: string;
  optional: 'Y' | 'N';
  multiple: boolean;
  options: { id: string }[];
}

export const MAX_MATCH_CITIES = 3;
export const MIN_TEAM_NAME = 5;

/** 'HH:mm' → minutes after midnight. */
export const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** At least one day, each day once, end later than start. */
export function availabilityValid(days: readonly DayWindow[]): boolean {
  if (days.length === 0) return false;
  if (new Set(days.map((d) => d.dayOfWeek)).size !== days.length) return false;
  return days.every((d) => d.dayOfWeek >= 1 && d.dayOfWeek <= 7 && minutesOf(d.endTime) > minutesOf(d.startTime));
}

/** Every non-optional field has a choice; every choice is an option; one choice unless multiple. */
export function fieldsValid(rules: readonly FieldRule[], chosen: Readonly<Record<string, readonly string[]>>): boolean {
  if (Object.keys(chosen).some((id) => !rules.some((r) => r.id === id))) return false;
  return rules.every((rule) => {
    const picks = chosen[rule.id] ?? [];
    if (picks.length === 0) return rule.optional === 'Y';
    if (!rule.multiple && picks.length > 1) return false;
    if (new Set(picks).size !== picks.length) return false;
    return picks.every((p) => rule.options.some((o) => o.id === p));
  });
}

/** 1 to 3 distinct cities, or none at all with an entity. */
export function citiesValid(cityIds: readonly number[], withEntity: boolean): boolean {
  if (new Set(cityIds).size !== cityIds.length || cityIds.length > MAX_MATCH_CITIES) return false;
  return withEntity || cityIds.length >= 1;
}

export const teamNameLongEnough = (name: string): boolean => name.trim().length >= MIN_TEAM_NAME;

/** A real calendar date. */
export function dateValid(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** The wizard's birth years: from two years ago back 100 years (spec part 3 §5), newest first. */
export function wizardBirthYears(currentYear: number): number[] {
  return Array.from({ length: 101 }, (_, i) => currentYear - 2 - i);
}

/** The spec's age band of an age. */
export function ageBand(age: number): string {
  if (age <= 17) return '-17';
  if (age >= 75) return '75+';
  const bands: [number, number][] = [
    [18, 24],
    [25, 34],
    [35, 44],
    [45, 54],
    [55, 64],
    [65, 74],
  ];
  const [lo, hi] = bands.find(([a, b]) => age >= a && age <= b)!;
  return `${lo}-${hi}`;
}

/** Whole years between a birth date (YYYY-MM-DD) and a day (YYYY-MM-DD). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
