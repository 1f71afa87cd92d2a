// Model-based test of the confirm-e-mail machine (spec part 3 §4: unknown, success, already
// confirmed, failed): every state, every transition and every row of confirmEmailErrors.
import { describe, expect, it } from 'vitest';
import { confirmEmailErrors, confirmEmailMessages, type ConfirmEmailErrorCode } from '#machines/confirmEmail/confirmEmail.errors';
import { confirmEmailMachine, type ConfirmEmailMachine } from '#machines/confirmEmail/confirmEmail.machine';
import { confirmRequestFrom } from '#machines/confirmEmail/confirmEmail.request';
import { isConfirming, notice } from '#machines/confirmEmail/confirmEmail.selectors';
import { describeModel, type ErrorFixtures, type OutputFixtures } from './support/modelTest';

type M = ConfirmEmailMachine;

const link = { userId: 3, token: 'tok-abc' };

const errorExamples = {
  '-36': { code: '-36', status: 409 },
  '-37': { code: '-37', status: 400 },
  NETWORK: { code: 'NETWORK', status: 0 },
  other: { code: '-1', status: 500 },
} satisfies Record<ConfirmEmailErrorCode | 'other', object>;

const outputs: OutputFixtures<M> = { confirmEmail: ['success', 'already_confirmed'] };
const errors: ErrorFixtures<M> = { confirmEmail: errorExamples };

describeModel(confirmEmailMachine, {
  name: 'confirmEmail',
  inputs: { link, noLink: null },
  // The machine has no events of its own: only the call's outcomes move it.
  events: {},
  outputs,
  errors,
  require: { states: true, errors: true, transitions: true },
  journeys: [
    {
      name: 'success: the link is confirmed with the userid and token of the link',
      steps: [{ check: ({ snapshot }) => expect(isConfirming(snapshot)).toBe(true) }, { done: 'confirmEmail', output: 'success' }],
      end: 'success',
      assert: ({ snapshot, invocations }) => {
        expect(invocations).toEqual([{ id: 'confirmEmail', src: 'confirmEmail', input: link }]);
        expect(notice(snapshot)).toMatchObject({ outcome: 'success', title: confirmEmailMessages.success.title });
      },
    },
    {
      name: '-36: already confirmed, not a failure',
      steps: [{ fail: 'confirmEmail', error: errorExamples['-36'] }],
      end: 'alreadyConfirmed',
      assert: ({ snapshot }) =>
        expect(notice(snapshot)).toMatchObject({ outcome: 'alreadyConfirmed', message: confirmEmailErrors['-36'].message }),
    },
    {
      name: 'no answer: failed, saying the server could not be reached (not "invalid link")',
      steps: [{ fail: 'confirmEmail', error: errorExamples.NETWORK }],
      end: 'failed',
      assert: ({ snapshot }) => expect(notice(snapshot)).toMatchObject({ outcome: 'failed', message: confirmEmailErrors.NETWORK.message }),
    },
    {
      name: 'a link without userid or token fails at once, without calling, as an invalid link',
      input: null,
      steps: [],
      end: 'failed',
      assert: ({ snapshot, invocations }) => {
        expect(invocations).toEqual([]);
        expect(isConfirming(snapshot)).toBe(false);
        expect(notice(snapshot)).toMatchObject({ outcome: 'failed', message: confirmEmailErrors['-37'].message });
      },
    },
  ],
});

describe('confirmRequestFrom (the link query)', () => {
  it.each([
    ['userid=3&token=abc', { userId: 3, token: 'abc' }],
    ['userid=%203%20&token=%20abc%20', { userId: 3, token: 'abc' }],
    ['', null],
    ['userid=3', null],
    ['token=x', null],
    ['userid=abc&token=x', null],
    ['userid=-1&token=x', null],
    ['userid=0&token=x', null],
    ['userid=1.5&token=x', null],
    ['userid=0x10&token=x', null],
    ['userid=99999999999&token=x', null],
  ])('%s', (query, expected) => {
    expect(confirmRequestFrom(new URLSearchParams(query))).toEqual(expected);
  });
});
