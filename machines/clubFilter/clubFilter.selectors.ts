// View flags of the club filter modal.
import type { SnapshotFrom } from 'xstate';
import type { ClubFilterMachine } from './clubFilter.machine';

type Snapshot = SnapshotFrom<ClubFilterMachine>;

export const states = (s: Snapshot) => s.context.states;
export const cities = (s: Snapshot) => s.context.cities;
export const sports = (s: Snapshot) => s.context.sports;
export const filter = (s: Snapshot) => s.context.filter;
/** 'You can select only three options' under the cities or the sports. */
export const overLimit = (s: Snapshot) => s.context.overLimit;
export const isLoading = (s: Snapshot): boolean => s.matches('loadingStates') || s.matches({ choosing: 'loadingCities' });
export const loadFailed = (s: Snapshot): boolean => s.matches('statesFailed') || s.matches({ choosing: 'citiesFailed' });
export const canChooseCities = (s: Snapshot): boolean => s.matches({ choosing: 'ready' }) && s.context.cities.length > 0;
export const canApply = (s: Snapshot): boolean => s.can({ type: 'filter.apply' });
