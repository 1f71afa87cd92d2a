// Model-based test of /profile/mobile-settings: every state, transition and listed code, plus
// journeys for biometric enrolment, a biometric error ('Biometric access disabled', the shell told to
// disable enrolment), push switched off through the token registration, and a browser outside the app.
import { expect, vi } from 'vitest';
import { mobileSettingsMachine, type MobileSettingsMachine } from '#machines/mobileSettings/mobileSettings.machine';
import * as select from '#machines/mobileSettings/mobileSettings.selectors';
import { biometricErrors } from '#machines/shared/biometric.errors';
import { describeModel, type Journey } from './support/modelTest';

const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });
const inApp = { inApp: true, userId: 7, biometricOn: false };
const on = { token: 'device-token-1', active: 'Y' as const };
const off = { token: 'device-token-1', active: 'N' as const };

const remembered = vi.fn();
const disabled = vi.fn();
const machine = mobileSettingsMachine.provide({
  actions: { rememberBiometric: (_, params) => remembered(params.on), disableShellBiometric: () => disabled() },
}) as MobileSettingsMachine;

const journeys: Journey<MobileSettingsMachine>[] = [
  {
    name: 'turning push off registers the token inactive',
    input: inApp,
    steps: [
      { done: 'getPushToken', output: 'device-token-1' },
      { done: 'checkPush', output: on },
      { check: ({ snapshot }) => expect(select.pushOn(snapshot)).toBe(true) },
      { type: 'push.toggle' },
      { done: 'savePush', output: off },
    ],
    end: 'ready',
    assert: ({ invocations, snapshot }) => {
      expect(invocations[2]).toMatchObject({ src: 'savePush', input: { userId: 7, token: 'device-token-1', active: 'N' } });
      expect(select.pushOn(snapshot)).toBe(false);
    },
  },
  {
    name: 'enrolling biometrics remembers it; a biometric error disables it and tells the shell',
    input: inApp,
    steps: [
      { done: 'getPushToken', output: null },
      { type: 'biometric.toggle' },
      { done: 'enableBiometric', output: true },
      { check: ({ snapshot }) => expect(select.biometricOn(snapshot)).toBe(true) },
      { type: 'biometric.toggle' },
      { done: 'disableBiometric', output: undefined },
      { type: 'biometric.toggle' },
      { fail: 'enableBiometric', error: new Error('sensor gone') },
    ],
    end: 'ready',
    assert: ({ snapshot }) => {
      expect(select.biometricDisabledNotice(snapshot)).toBe(biometricErrors.other);
      expect(select.biometricOn(snapshot)).toBe(false);
      expect(remembered.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining([true, false]));
      expect(disabled).toHaveBeenCalled();
    },
  },
  {
    name: 'a token this server does not know (-404) is simply off, without a message',
    input: inApp,
    steps: [
      { done: 'getPushToken', output: 'device-token-1' },
      { fail: 'checkPush', error: apiError('-404', 404) },
    ],
    end: 'ready',
    assert: ({ snapshot }) => {
      expect(select.pushOn(snapshot)).toBe(false);
      expect(select.pushError(snapshot)).toBeNull();
      expect(select.canTogglePush(snapshot)).toBe(true);
    },
  },
  {
    name: 'in a browser the page says the settings are in the app',
    input: { inApp: false, userId: 7, biometricOn: false },
    steps: [],
    end: 'outsideApp',
    assert: ({ snapshot }) => expect(select.isOutsideApp(snapshot)).toBe(true),
  },
];

describeModel(machine, {
  name: 'mobileSettings',
  inputs: { inApp, anonymous: { inApp: true, userId: null, biometricOn: false }, browser: { inApp: false, userId: 7, biometricOn: true } },
  events: { 'biometric.toggle': [{ type: 'biometric.toggle' }], 'push.toggle': [{ type: 'push.toggle' }] },
  outputs: {
    getPushToken: ['device-token-1', null],
    checkPush: [on],
    savePush: [off],
    enableBiometric: [true, false],
    disableBiometric: [undefined],
  },
  errors: {
    getPushToken: { other: new Error('bridge gone') },
    checkPush: { '-404': apiError('-404', 404), other: apiError('-1', 500) },
    savePush: { other: apiError('-1', 500) },
    enableBiometric: { other: new Error('sensor gone') },
    disableBiometric: { other: new Error('bridge gone') },
  },
  journeys,
  serializeContext: (c) => ({
    b: c.biometricOn,
    p: c.pushOn,
    t: c.pushToken,
    x: c.biometricProblem,
    f: c.pushSaveFailed,
    e: c.error?.code,
  }),
  require: { states: true, errors: true, transitions: true },
});
