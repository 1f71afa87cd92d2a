// View flags of /match/{sportId}/home.
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { MATCH_MAX_RIVALS } from '#kernel/contract/matchProfile';
import { loadHomeErrors, switchMatchErrors } from './matchHome.errors';
import type { MatchHomeMachine } from './matchHome.machine';

export type MatchHomeSnapshot = SnapshotFrom<MatchHomeMachine>;

export const isLoading = (s: MatchHomeSnapshot) => s.matches('loading') && s.context.home === null;
export const isRefreshing = (s: MatchHomeSnapshot) => s.matches('loading') && s.context.home !== null;
export const loadError = (s: MatchHomeSnapshot) => (s.matches('loadFailed') ? errorEntry(loadHomeErrors, s.context.error?.code) : null);
export const needsWizard = (s: MatchHomeSnapshot) => s.matches('needsWizard');
export const home = (s: MatchHomeSnapshot) => (s.matches('needsWizard') ? null : s.context.home);
export const isActive = (s: MatchHomeSnapshot) => s.context.home?.matchData.status === 'ACTIVE';
export const canActivate = (s: MatchHomeSnapshot) => s.can({ type: 'match.activate' });
export const canDeactivate = (s: MatchHomeSnapshot) => s.can({ type: 'match.deactivate' });
export const isSwitching = (s: MatchHomeSnapshot) => s.matches('switching');
/** The recommendations shown: the first 10, only while the profile is active. */
export const rivals = (s: MatchHomeSnapshot) => (isActive(s) ? (s.context.home?.rivals ?? []).slice(0, MATCH_MAX_RIVALS) : []);
export const switchError = (s: MatchHomeSnapshot) =>
  s.matches('ready') && s.context.error ? errorEntry(switchMatchErrors, s.context.error.code) : null;
