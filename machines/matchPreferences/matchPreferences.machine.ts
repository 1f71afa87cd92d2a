// /match/user_preferences (and /match/profile, which shows the same data read-only).
//
//   loading     GET matchdata → editing with the saved preferences; never finished → needsWizard;
//               failure → loadFailed (prefs.reload)
//   editing     pref.gender / pref.age / pref.level toggle a choice (an unknown level is ignored),
//               pref.ranked and pref.hand set one; prefs.save → saving
//   saving      POST …/userPreferences → editing, saved; failure (-2701, -2704, other) → editing
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type {
  MatchDataDto,
  MatchPreferencesContext,
  MatchPreferencesEvent,
  MatchPreferencesInput,
  UserPreferencesDto,
} from './matchPreferences.types';

type EvArgs = { context: MatchPreferencesContext; event: MatchPreferencesEvent };
const toggle = <T>(list: readonly T[], value: T) => (list.includes(value) ? list.filter((x) => x !== value) : [...list, value]);
const EMPTY: UserPreferencesDto = { genderPreferences: [], agePreferences: [], ranked: false, levelPreferences: [], handPreference: null };

export const matchPreferencesMachine = setup({
  types: { context: {} as MatchPreferencesContext, events: {} as MatchPreferencesEvent, input: {} as MatchPreferencesInput },
  actors: {
    loadMatchData: placeholder<MatchDataDto, { sportId: number }>('matchPreferences', 'loadMatchData'),
    savePreferences: placeholder<MatchDataDto, { sportId: number; prefs: UserPreferencesDto }>('matchPreferences', 'savePreferences'),
  },
  guards: {
    unfinished: (_: unknown, data: MatchDataDto) => data.status === null || data.status === 'WIZARD',
    isLevel: ({ context, event }: EvArgs) =>
      event.type === 'pref.level' && (context.matchData?.levels.some((l) => l.id === event.level) ?? false),
  },
  actions: {
    assignData: assign((_, data: MatchDataDto) => ({ matchData: data, prefs: data.userPreferences, error: null })),
    assignSaved: assign((_, data: MatchDataDto) => ({ matchData: data, prefs: data.userPreferences, saved: true, error: null })),
    edit: assign(({ context, event }: EvArgs) => {
      const p = context.prefs;
      const prefs: UserPreferencesDto =
        event.type === 'pref.gender'
          ? { ...p, genderPreferences: toggle(p.genderPreferences, event.gender) }
          : event.type === 'pref.age'
            ? { ...p, agePreferences: toggle(p.agePreferences, event.band) }
            : event.type === 'pref.level'
              ? { ...p, levelPreferences: toggle(p.levelPreferences, event.level) }
              : event.type === 'pref.ranked'
                ? { ...p, ranked: event.ranked }
                : event.type === 'pref.hand'
                  ? { ...p, handPreference: event.hand }
                  : p;
      return { prefs, saved: false, error: null };
    }),
    clearError: assign({ error: null }),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
  },
}).createMachine({
  id: 'matchPreferences',
  context: ({ input }) => ({ sportId: input.sportId, matchData: null, prefs: EMPTY, saved: false, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMatchData',
        src: 'loadMatchData',
        input: ({ context }) => ({ sportId: context.sportId }),
        onDone: [
          { guard: { type: 'unfinished', params: output<MatchDataDto> }, target: 'needsWizard' },
          { target: 'editing', actions: { type: 'assignData', params: output<MatchDataDto> } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    editing: {
      on: {
        'pref.gender': { actions: 'edit' },
        'pref.age': { actions: 'edit' },
        'pref.ranked': { actions: 'edit' },
        'pref.level': { guard: 'isLevel', actions: 'edit' },
        'pref.hand': { actions: 'edit' },
        'prefs.save': { target: 'saving', actions: 'clearError' },
      },
    },
    saving: {
      invoke: {
        id: 'savePreferences',
        src: 'savePreferences',
        input: ({ context }) => ({ sportId: context.sportId, prefs: context.prefs }),
        onDone: { target: 'editing', actions: { type: 'assignSaved', params: output<MatchDataDto> } },
        onError: { target: 'editing', actions: { type: 'assignError', params: rejection } },
      },
    },
    needsWizard: { type: 'final' },
    loadFailed: { on: { 'prefs.reload': { target: 'loading', actions: 'clearError' } } },
  },
});

export type MatchPreferencesMachine = typeof matchPreferencesMachine;
