// Model-based test of /profile/notification-preferences: every state, transition and listed code,
// plus journeys for a saved switch and one put back when the save fails.
import { expect } from 'vitest';
import type { NotificationPreferenceDto } from '#kernel/contract/notifications';
import {
  notificationPreferencesMachine,
  type NotificationPreferencesMachine,
} from '#machines/notificationPreferences/notificationPreferences.machine';
import * as select from '#machines/notificationPreferences/notificationPreferences.selectors';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<NotificationPreferencesMachine>;

const all = (emailBookings: 'Y' | 'N' = 'Y'): NotificationPreferenceDto[] =>
  [1, 2].flatMap((origin) =>
    (['IN_APP', 'EMAIL', 'PUSH'] as const).map((channel) => ({
      notification_origin_id: origin,
      channel,
      preference: origin === 1 && channel === 'EMAIL' ? emailBookings : 'Y',
    })),
  );
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });

const journeys: J[] = [
  {
    name: 'turning bookings e-mail off saves that one choice; the server’s answer is kept',
    steps: [
      { done: 'loadPreferences', output: all() },
      { type: 'preference.toggle', origin: 1, channel: 'EMAIL' },
      { check: ({ snapshot }) => expect(select.isOn(snapshot, 1, 'EMAIL')).toBe(false) },
      { done: 'savePreference', output: all('N') },
    ],
    end: 'editing',
    assert: ({ invocations, snapshot }) => {
      expect(invocations[1]).toMatchObject({
        src: 'savePreference',
        input: { userId: 7, preference: { notification_origin_id: 1, channel: 'EMAIL', preference: 'N' } },
      });
      expect(select.isOn(snapshot, 1, 'EMAIL')).toBe(false);
    },
  },
  {
    name: 'a failed save puts the switch back and says so',
    steps: [
      { done: 'loadPreferences', output: all() },
      { type: 'preference.toggle', origin: 2, channel: 'PUSH' },
      { fail: 'savePreference', error: apiError('-1', 500) },
    ],
    end: 'editing',
    assert: ({ snapshot }) => {
      expect(select.isOn(snapshot, 2, 'PUSH')).toBe(true);
      expect(select.saveFailed(snapshot)).toBe(true);
    },
  },
];

describeModel(notificationPreferencesMachine, {
  name: 'notificationPreferences',
  inputs: { player: { userId: 7 } },
  events: {
    'preference.toggle': [
      { type: 'preference.toggle', origin: 1, channel: 'EMAIL' },
      { type: 'preference.toggle', origin: 9, channel: 'EMAIL' },
    ],
    'preferences.reload': [{ type: 'preferences.reload' }],
  },
  outputs: { loadPreferences: [all()], savePreference: [all('N')] },
  errors: { loadPreferences: { other: new Error('network down') }, savePreference: { other: apiError('-1', 500) } },
  journeys,
  serializeContext: (c) => ({ p: c.preferences.map((p) => p.preference).join(''), s: c.saving?.preference, e: c.error?.code }),
  require: { states: true, errors: true, transitions: true },
});
