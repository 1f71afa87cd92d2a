// /profile/notification-preferences: per origin (bookings, payments) and channel (in the app, e-mail,
// push), on or off.
//
//   loading   GET /api/users/{id}/notification_preferences → editing, failure → loadFailed
//   editing   preference.toggle {origin, channel} → saving, the switch shown turned at once
//   saving    POST the one choice → editing with the server's answer; failure → editing, switched back
import { assign, setup } from 'xstate';
import type { NotificationPreferenceDto } from '#kernel/contract/notifications';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type {
  NotificationPreferencesContext,
  NotificationPreferencesEvent,
  NotificationPreferencesInput,
  SaveInput,
  ToggleParams,
} from './notificationPreferences.types';

type Args = { context: NotificationPreferencesContext };

const asked = ({ event }: { event: NotificationPreferencesEvent }): ToggleParams =>
  event.type === 'preference.toggle' ? { origin: event.origin, channel: event.channel } : { origin: 0, channel: 'IN_APP' };
const same = (p: NotificationPreferenceDto, { origin, channel }: ToggleParams) =>
  p.notification_origin_id === origin && p.channel === channel;
const flip = (p: NotificationPreferenceDto): NotificationPreferenceDto => ({ ...p, preference: p.preference === 'Y' ? 'N' : 'Y' });

export const notificationPreferencesSetup = setup({
  types: {
    context: {} as NotificationPreferencesContext,
    events: {} as NotificationPreferencesEvent,
    input: {} as NotificationPreferencesInput,
  },
  actors: {
    loadPreferences: placeholder<NotificationPreferenceDto[], { userId: number }>('notificationPreferences', 'loadPreferences'),
    savePreference: placeholder<NotificationPreferenceDto[], SaveInput>('notificationPreferences', 'savePreference'),
  },
  guards: {
    isKnown: ({ context }: Args, params: ToggleParams) => context.preferences.some((p) => same(p, params)),
  },
  actions: {
    assignPreferences: assign((_, preferences: NotificationPreferenceDto[]) => ({ preferences, saving: null, error: null })),
    toggle: assign(({ context }, params: ToggleParams) => {
      const turned = context.preferences.map((p) => (same(p, params) ? flip(p) : p));
      return { preferences: turned, saving: turned.find((p) => same(p, params)) ?? null, error: null };
    }),
    putBack: assign(({ context }, { error }: RejectionParams) => ({
      preferences: context.preferences.map((p) => (context.saving && same(p, toggleOf(context.saving)) ? flip(p) : p)),
      saving: null,
      error,
    })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
  },
});

const toggleOf = (p: NotificationPreferenceDto): ToggleParams => ({ origin: p.notification_origin_id, channel: p.channel });

export const notificationPreferencesMachine = notificationPreferencesSetup.createMachine({
  id: 'notificationPreferences',
  context: ({ input }) => ({ userId: input.userId, preferences: [], saving: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPreferences',
        src: 'loadPreferences',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'editing', actions: { type: 'assignPreferences', params: output<NotificationPreferenceDto[]> } },
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    editing: {
      on: {
        'preference.toggle': { guard: { type: 'isKnown', params: asked }, target: 'saving', actions: { type: 'toggle', params: asked } },
      },
    },
    saving: {
      invoke: {
        id: 'savePreference',
        src: 'savePreference',
        input: ({ context }) => ({ userId: context.userId, preference: context.saving! }),
        onDone: { target: 'editing', actions: { type: 'assignPreferences', params: output<NotificationPreferenceDto[]> } },
        onError: { target: 'editing', actions: { type: 'putBack', params: rejection } },
      },
    },
    loadFailed: { on: { 'preferences.reload': 'loading' } },
  },
});

export type NotificationPreferencesMachine = typeof notificationPreferencesMachine;
