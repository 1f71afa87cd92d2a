import type { SnapshotFrom } from 'xstate';
import type { MatchSportsMachine } from './matchSports.machine';

export type MatchSportsSnapshot = SnapshotFrom<MatchSportsMachine>;

export const isLoading = (s: MatchSportsSnapshot) => s.matches('loading') || s.matches('forwarding');
export const loadFailed = (s: MatchSportsSnapshot) => s.matches('loadFailed');
export const sports = (s: MatchSportsSnapshot) => (s.matches('ready') ? (s.context.start?.sports ?? []) : []);
/** Where a sport's card leads: its home once the wizard is done, else the wizard. */
export const sportLink = (sport: { id: number; status: string | null }) =>
  sport.status === 'ACTIVE' || sport.status === 'DISABLED' ? `/match/${sport.id}/home` : `/match/wizard?sportId=${sport.id}`;
