// Model-based test of /profile/password: every state, transition and listed code, plus journeys.
import { expect } from 'vitest';
import { changePasswordErrors, type ChangePasswordErrorCode } from '#machines/changePassword/changePassword.errors';
import { changePasswordMachine, type ChangePasswordMachine } from '#machines/changePassword/changePassword.machine';
import * as select from '#machines/changePassword/changePassword.selectors';
import { describeModel, type ErrorFixtures, type EventFixtures, type OutputFixtures } from './support/modelTest';

const CURRENT = 'old-pass-123';
const NEW = 'brand-new-pass-77';

const errorExamples = {
  '-2': { code: '-2', status: 400 },
  '-4': { code: '-4', status: 400 },
  '-48': { code: '-48', status: 429 },
  NETWORK: { code: 'NETWORK', status: 0 },
  other: { code: '-1', status: 500 },
} satisfies Record<ChangePasswordErrorCode | 'other', object>;

const events: EventFixtures<ChangePasswordMachine> = {
  'password.submit': [{ type: 'password.submit', currentPassword: CURRENT, password: NEW }],
  'password.edit': [{ type: 'password.edit' }],
};
const outputs: OutputFixtures<ChangePasswordMachine> = { changePassword: [undefined] };
const errors: ErrorFixtures<ChangePasswordMachine> = { changePassword: errorExamples };

describeModel(changePasswordMachine, {
  name: 'changePassword',
  inputs: { player: { userId: 7 } },
  events,
  outputs,
  errors,
  serializeContext: (c) => ({ pending: c.pending !== null, code: c.error?.code ?? null }),
  require: { states: true, errors: true, transitions: true },
  journeys: [
    {
      name: 'success: both passwords go to the call and leave the context; the form gives way to the notice',
      steps: [
        { check: ({ snapshot }) => expect(select.showsForm(snapshot)).toBe(true) },
        { type: 'password.submit', currentPassword: CURRENT, password: NEW },
        { check: ({ snapshot }) => expect(select.isSaving(snapshot)).toBe(true) },
        { done: 'changePassword', output: undefined },
      ],
      end: 'changed',
      context: { pending: null, error: null },
      assert: ({ snapshot, invocations }) => {
        expect(select.hasChanged(snapshot)).toBe(true);
        expect(select.showsForm(snapshot)).toBe(false);
        expect(invocations).toEqual([
          { id: 'changePassword', src: 'changePassword', input: { userId: 7, currentPassword: CURRENT, password: NEW } },
        ]);
      },
    },
    {
      name: '-2: the current-password field says it is wrong, the passwords are forgotten; typing clears it',
      steps: [
        { type: 'password.submit', currentPassword: 'wrong', password: NEW },
        { fail: 'changePassword', error: errorExamples['-2'] },
        {
          check: ({ snapshot }) => {
            expect(select.currentPasswordError(snapshot)).toBe(changePasswordErrors['-2']);
            expect(select.notice(snapshot)).toBeNull();
            expect(snapshot.context.pending).toBeNull();
          },
        },
        { type: 'password.edit' },
      ],
      end: 'editing',
      assert: ({ snapshot }) => expect(select.currentPasswordError(snapshot)).toBeNull(),
    },
    {
      name: '-4 and -48 show as notices above the form; a second try can succeed',
      steps: [
        { type: 'password.submit', currentPassword: CURRENT, password: CURRENT },
        { fail: 'changePassword', error: errorExamples['-4'] },
        { check: ({ snapshot }) => expect(select.notice(snapshot)).toBe(changePasswordErrors['-4']) },
        { type: 'password.submit', currentPassword: CURRENT, password: NEW },
        { fail: 'changePassword', error: errorExamples['-48'] },
        { check: ({ snapshot }) => expect(select.notice(snapshot)).toBe(changePasswordErrors['-48']) },
        { type: 'password.submit', currentPassword: CURRENT, password: NEW },
        { done: 'changePassword', output: undefined },
      ],
      end: 'changed',
    },
  ],
});
