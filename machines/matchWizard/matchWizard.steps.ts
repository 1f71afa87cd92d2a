// Which steps the wizard has and when each is complete (spec part 3 §4 and §5; docs/decisions.md
// "match wizard steps"): 5 steps, 6 with a team of 3 or more, 3 with an entity.
import { availabilityValid, citiesValid, dateValid, fieldsValid, teamNameLongEnough } from '#kernel/lib/match/matchRules';
import type { MatchWizardContext, WizardStep } from './matchWizard.types';

type Ctx = Pick<
  MatchWizardContext,
  | 'matchUser'
  | 'entityId'
  | 'sports'
  | 'sportId'
  | 'matchData'
  | 'gender'
  | 'birthDate'
  | 'currentYear'
  | 'level'
  | 'teamName'
  | 'teamStatus'
  | 'fields'
  | 'days'
  | 'cities'
>;

export const needsPersonal = (c: Pick<Ctx, 'matchUser'>) => !c.matchUser?.hasGender || !c.matchUser?.hasBirthDate;
const teamSize = (c: Ctx) => c.sports.find((s) => s.id === c.sportId)?.teamSize ?? 1;
export const hasTeamStep = (c: Ctx) => teamSize(c) >= 3;
export const withEntity = (c: Pick<Ctx, 'entityId'>) => c.entityId !== null;

/** The steps of this wizard, in order (step 0 only when gender or birth date is missing). */
export function stepsOf(c: Ctx): WizardStep[] {
  const steps: WizardStep[] = needsPersonal(c) ? ['personal'] : [];
  steps.push('sport');
  if (hasTeamStep(c)) steps.push('team');
  steps.push('fields');
  if (!withEntity(c)) steps.push('availability', 'cities');
  return steps;
}

/** How many steps the spec counts (step 0 included even when skipped): 5, 6 with teams of 3+, 3 with an entity. */
export const stepLimit = (c: Ctx) => (withEntity(c) ? 3 : 5) + (hasTeamStep(c) ? 1 : 0);

export function personalValid(c: Ctx): boolean {
  const { day, month, year } = c.birthDate;
  const genderOk = c.matchUser?.hasGender || c.gender !== null;
  const birthOk =
    c.matchUser?.hasBirthDate ||
    (day !== null &&
      month !== null &&
      year !== null &&
      year <= c.currentYear - 2 &&
      year >= c.currentYear - 102 &&
      dateValid(year, month, day));
  return Boolean(genderOk && birthOk);
}

/** The team name: empty is fine unless the sport's team is mandatory; otherwise ≥ 5 and checked free. */
export function teamValid(c: Ctx): boolean {
  if (c.teamName.trim() === '') return !(c.matchData?.teamMandatory ?? false);
  return teamNameLongEnough(c.teamName) && c.teamStatus === 'available';
}

export function sportValid(c: Ctx): boolean {
  if (c.matchData === null || c.matchData.sportId !== c.sportId) return false;
  if (!c.matchData.levels.some((l) => l.id === c.level)) return false;
  return hasTeamStep(c) || teamValid(c);
}

export const fieldsStepValid = (c: Ctx) => c.matchData !== null && fieldsValid(c.matchData.fields, c.fields);
export const availabilityStepValid = (c: Ctx) => availabilityValid(c.days);
export const citiesStepValid = (c: Ctx) =>
  citiesValid(
    c.cities.map((x) => x.id),
    withEntity(c),
  );
