// /profile/mobile-settings: on this device, biometric access (enrolled through the shell bridge) and
// push notifications (the device's token, registered active or not). Outside the app: nothing to set.
//
//   deciding            outside the app → outsideApp
//   askingToken         the bridge's push token → checkingPush (signed in and a token) or ready
//   checkingPush        GET /api/push-token/{token} → ready, on when active; -404 or failure → ready, off
//   ready               biometric.toggle → enablingBiometric (off, signed in) or disablingBiometric (on);
//                       push.toggle (signed in, a token) → savingPush
//   enablingBiometric   the bridge → on (remembered); the person declined → off, notEnabled; any error
//                       → off, 'Biometric access disabled', and the shell told to disable enrolment
//   disablingBiometric  the bridge → off (remembered)
//   savingPush          POST /api/users/push-token {token, active, userId} → ready with the answer;
//                       failure → ready, unchanged, with the message
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type { MobileSettingsContext, MobileSettingsEvent, MobileSettingsInput, PushAnswer, SavePushInput } from './mobileSettings.types';

type Args = { context: MobileSettingsContext };

export const mobileSettingsMachine = setup({
  types: { context: {} as MobileSettingsContext, events: {} as MobileSettingsEvent, input: {} as MobileSettingsInput },
  actors: {
    /** The shell bridge's push token (null when the device has none). */
    getPushToken: placeholder<string | null, void>('mobileSettings', 'getPushToken'),
    checkPush: placeholder<PushAnswer, { token: string }>('mobileSettings', 'checkPush'),
    savePush: placeholder<PushAnswer, SavePushInput>('mobileSettings', 'savePush'),
    /** The shell bridge enrols the device's biometrics for this account; resolves whether it did. */
    enableBiometric: placeholder<boolean, void>('mobileSettings', 'enableBiometric'),
    disableBiometric: placeholder<void, void>('mobileSettings', 'disableBiometric'),
  },
  guards: {
    isInApp: ({ context }: Args) => context.inApp,
    canCheckPush: ({ context }: Args, token: string | null) => token !== null && context.userId !== null,
    biometricIsOn: ({ context }: Args) => context.biometricOn,
    isSignedIn: ({ context }: Args) => context.userId !== null,
    canSwitchPush: ({ context }: Args) => context.userId !== null && context.pushToken !== null,
    enrolled: (_: Args, done: boolean) => done,
  },
  actions: {
    assignToken: assign((_, pushToken: string | null) => ({ pushToken })),
    assignPush: assign((_, answer: PushAnswer) => ({ pushOn: answer.active === 'Y', error: null })),
    checkFailed: assign((_, { error }: RejectionParams) => ({ pushOn: false, error })),
    setBiometric: assign((_, on: boolean) => ({ biometricOn: on, biometricProblem: null })),
    biometricNotEnabled: assign({ biometricOn: false, biometricProblem: 'notEnabled' as const }),
    biometricDisabled: assign({ biometricOn: false, biometricProblem: 'disabled' as const }),
    clearProblems: assign({ biometricProblem: null, error: null, pushSaveFailed: false }),
    saveFailed: assign((_, { error }: RejectionParams) => ({ error, pushSaveFailed: true })),
    // ── supplied by the view ──
    /** Keeps biometricOn for the next visit. */
    rememberBiometric: (_: Args, _params: { on: boolean }) => {},
    /** Tells the shell to disable biometric enrolment (spec part 1 §8). */
    disableShellBiometric: () => {},
  },
}).createMachine({
  id: 'mobileSettings',
  context: ({ input }) => ({
    inApp: input.inApp,
    userId: input.userId,
    biometricOn: input.biometricOn,
    pushToken: null,
    pushOn: false,
    biometricProblem: null,
    pushSaveFailed: false,
    error: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isInApp', target: 'askingToken' }, { target: 'outsideApp' }],
    },
    outsideApp: { type: 'final' },
    askingToken: {
      invoke: {
        id: 'getPushToken',
        src: 'getPushToken',
        onDone: [
          {
            guard: { type: 'canCheckPush', params: output<string | null> },
            target: 'checkingPush',
            actions: { type: 'assignToken', params: output<string | null> },
          },
          { target: 'ready', actions: { type: 'assignToken', params: output<string | null> } },
        ],
        onError: 'ready',
      },
    },
    checkingPush: {
      invoke: {
        id: 'checkPush',
        src: 'checkPush',
        input: ({ context }) => ({ token: context.pushToken ?? '' }),
        onDone: { target: 'ready', actions: { type: 'assignPush', params: output<PushAnswer> } },
        onError: { target: 'ready', actions: { type: 'checkFailed', params: rejection } },
      },
    },
    ready: {
      on: {
        'biometric.toggle': [
          { guard: 'biometricIsOn', target: 'disablingBiometric', actions: 'clearProblems' },
          { guard: 'isSignedIn', target: 'enablingBiometric', actions: 'clearProblems' },
        ],
        'push.toggle': { guard: 'canSwitchPush', target: 'savingPush', actions: 'clearProblems' },
      },
    },
    enablingBiometric: {
      invoke: {
        id: 'enableBiometric',
        src: 'enableBiometric',
        onDone: [
          {
            guard: { type: 'enrolled', params: output<boolean> },
            target: 'ready',
            actions: [
              { type: 'setBiometric', params: true },
              { type: 'rememberBiometric', params: { on: true } },
            ],
          },
          { target: 'ready', actions: 'biometricNotEnabled' },
        ],
        onError: {
          target: 'ready',
          actions: ['biometricDisabled', 'disableShellBiometric', { type: 'rememberBiometric', params: { on: false } }],
        },
      },
    },
    disablingBiometric: {
      invoke: {
        id: 'disableBiometric',
        src: 'disableBiometric',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setBiometric', params: false },
            { type: 'rememberBiometric', params: { on: false } },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'setBiometric', params: false },
            { type: 'rememberBiometric', params: { on: false } },
          ],
        },
      },
    },
    savingPush: {
      invoke: {
        id: 'savePush',
        src: 'savePush',
        input: ({ context }) => ({ userId: context.userId ?? 0, token: context.pushToken ?? '', active: context.pushOn ? 'N' : 'Y' }),
        onDone: { target: 'ready', actions: { type: 'assignPush', params: output<PushAnswer> } },
        onError: { target: 'ready', actions: { type: 'saveFailed', params: rejection } },
      },
    },
  },
});

export type MobileSettingsMachine = typeof mobileSettingsMachine;
