// View flags of /match/wizard.
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { wizardBirthYears } from '#kernel/lib/match/matchRules';
import { loadSportErrors, saveWizardErrors } from './matchWizard.errors';
import type { MatchWizardMachine } from './matchWizard.machine';
import { stepLimit, stepsOf } from './matchWizard.steps';
import type { WizardStep } from './matchWizard.types';

export type MatchWizardSnapshot = SnapshotFrom<MatchWizardMachine>;

const STEPS: WizardStep[] = ['personal', 'sport', 'team', 'fields', 'availability', 'cities'];

export const isLoading = (s: MatchWizardSnapshot) => s.matches('loading');
export const loadFailed = (s: MatchWizardSnapshot) => s.matches('loadFailed');
export const isSaved = (s: MatchWizardSnapshot) => s.matches('saved');
export const isSaving = (s: MatchWizardSnapshot) => s.matches({ editing: { step: 'saving' } });

/** The step on screen (saving keeps the last one shown). */
export function currentStep(s: MatchWizardSnapshot): WizardStep | null {
  if (!s.matches('editing')) return null;
  const found = STEPS.find((step) => s.matches({ editing: { step } }));
  if (found) return found;
  const steps = stepsOf(s.context);
  return steps[steps.length - 1];
}
/** 1-based position among this wizard's steps, and how many there are. */
export const stepNumber = (s: MatchWizardSnapshot) => {
  const step = currentStep(s);
  return step ? stepsOf(s.context).indexOf(step) + 1 : 0;
};
export const stepCount = (s: MatchWizardSnapshot) => stepsOf(s.context).length;
export const limit = (s: MatchWizardSnapshot) => stepLimit(s.context);

export const canNext = (s: MatchWizardSnapshot) => s.can({ type: 'step.next' });
export const canBack = (s: MatchWizardSnapshot) => s.can({ type: 'step.back' });
export const isLastStep = (s: MatchWizardSnapshot) => {
  const steps = stepsOf(s.context);
  return currentStep(s) === steps[steps.length - 1];
};

export const birthYears = (s: MatchWizardSnapshot) => wizardBirthYears(s.context.currentYear);
export const askGender = (s: MatchWizardSnapshot) => !s.context.matchUser?.hasGender;
export const askBirthDate = (s: MatchWizardSnapshot) => !s.context.matchUser?.hasBirthDate;

export const sportLoading = (s: MatchWizardSnapshot) => s.matches({ editing: { step: { sport: 'loadingSport' } } });
export const sportError = (s: MatchWizardSnapshot) =>
  s.matches({ editing: { step: { sport: 'sportFailed' } } }) ? errorEntry(loadSportErrors, s.context.error?.code) : null;
export const sportReady = (s: MatchWizardSnapshot) => s.context.matchData !== null && s.context.matchData.sportId === s.context.sportId;
/** The team name is asked on the sport step, unless the sport has a team step of its own. */
export const teamOnSportStep = (s: MatchWizardSnapshot) => (s.context.sports.find((x) => x.id === s.context.sportId)?.teamSize ?? 1) < 3;
export const teamMandatory = (s: MatchWizardSnapshot) => s.context.matchData?.teamMandatory ?? false;
export const teamStatus = (s: MatchWizardSnapshot) => s.context.teamStatus;

export const citySearching = (s: MatchWizardSnapshot) =>
  s.matches({ editing: { step: { cities: 'searching' } } }) || s.matches({ editing: { step: { cities: 'waiting' } } });
export const canAddMoreCities = (s: MatchWizardSnapshot) => s.context.cities.length < 3;

export const saveError = (s: MatchWizardSnapshot) =>
  s.matches('editing') && !s.matches({ editing: { step: { sport: 'sportFailed' } } }) && s.context.error && !isSaving(s)
    ? errorEntry(saveWizardErrors, s.context.error.code)
    : null;
