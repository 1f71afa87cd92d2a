// Model-based test of the confirm-e-mail machine (spec part 3 §4: unknown, success, already
// confirmed, failed; §5: a completed human check first, otherwise a toast): every state, every
// transition and every row of confirmEmailErrors and humanCheckErrors.
import { describe, expect, it } from 'vitest';
import {
  confirmEmailErrors,
  confirmEmailMessages,
  humanCheckErrors,
  type ConfirmEmailErrorCode,
  type HumanCheckErrorCode,
} from '#machines/confirmEmail/confirmEmail.errors';
import { confirmEmailMachine, type ConfirmEmailMachine } from '#machines/confirmEmail/confirmEmail.machine';
import { confirmRequestFrom } from '#machines/confirmEmail/confirmEmail.request';
import {
  asksHumanCheck,
  humanCheckNotice,
  isConfirming,
  isHumanChecked,
  isSolvingHumanCheck,
  notice,
} from '#machines/confirmEmail/confirmEmail.selectors';
import type { ConfirmEmailContext } from '#machines/confirmEmail/confirmEmail.types';
import { describeModel, type ErrorFixtures, type EventFixtures, type OutputFixtures } from './support/modelTest';

type M = ConfirmEmailMachine;

const link = { userId: 3, token: 'tok-abc' };
const PROOF = 'eyJjaGFsbGVuZ2UiOnt9fQ==';

const errorExamples = {
  '-36': { code: '-36', status: 409 },
  '-37': { code: '-37', status: 400 },
  '-1399': { code: '-1399', status: 400 },
  NETWORK: { code: 'NETWORK', status: 0 },
  other: { code: '-1', status: 500 },
} satisfies Record<ConfirmEmailErrorCode | 'other', object>;

const humanErrorExamples = {
  NETWORK: { code: 'NETWORK', status: 0 },
  other: { code: 'UNSOLVED', status: 0 },
} satisfies Record<HumanCheckErrorCode | 'other', object>;

const events: EventFixtures<M> = {
  'human.start': [{ type: 'human.start' }],
  'confirm.submit': [{ type: 'confirm.submit' }],
};
const outputs: OutputFixtures<M> = { solveHumanCheck: [PROOF], confirmEmail: ['success', 'already_confirmed'] };
const errors: ErrorFixtures<M> = { solveHumanCheck: humanErrorExamples, confirmEmail: errorExamples };

const solved = [{ type: 'human.start' }, { done: 'solveHumanCheck', output: PROOF }, { type: 'confirm.submit' }] as const;

describeModel(confirmEmailMachine, {
  name: 'confirmEmail',
  inputs: { link, noLink: null },
  events,
  outputs,
  errors,
  serializeContext: (c: ConfirmEmailContext) => ({ request: c.request !== null, proof: c.humanProof, code: c.error?.code ?? null }),
  require: { states: true, errors: true, transitions: true },
  journeys: [
    {
      name: 'success: the human check is solved, then the link is confirmed with its userid, token and the proof',
      steps: [
        { check: ({ snapshot }) => expect(asksHumanCheck(snapshot)).toBe(true) },
        { type: 'human.start' },
        { check: ({ snapshot }) => expect(isSolvingHumanCheck(snapshot)).toBe(true) },
        { done: 'solveHumanCheck', output: PROOF },
        { check: ({ snapshot }) => expect(isHumanChecked(snapshot)).toBe(true) },
        { type: 'confirm.submit' },
        { check: ({ snapshot }) => expect(isConfirming(snapshot)).toBe(true) },
        { done: 'confirmEmail', output: 'success' },
      ],
      end: 'success',
      assert: ({ snapshot, invocations, effects }) => {
        expect(invocations.map((i) => i.id)).toEqual(['solveHumanCheck', 'confirmEmail']);
        expect(invocations[1].input).toEqual({ ...link, recaptchaValue: PROOF });
        expect(effects).toEqual([]);
        expect(notice(snapshot)).toMatchObject({ outcome: 'success', title: confirmEmailMessages.success.title });
      },
    },
    {
      name: 'confirming before the check is complete shows the toast and calls nothing (spec §5)',
      steps: [{ type: 'confirm.submit' }, { type: 'human.start' }, { type: 'confirm.submit' }],
      end: 'solvingHumanCheck',
      assert: ({ effects, invocations }) => {
        expect(effects).toEqual([{ type: 'alertHumanCheck' }, { type: 'alertHumanCheck' }]);
        expect(invocations.map((i) => i.id)).toEqual(['solveHumanCheck']);
      },
    },
    {
      name: '-1399: the server refused the check; the proof is spent and the box must be ticked again',
      steps: [...solved, { fail: 'confirmEmail', error: errorExamples['-1399'] }],
      end: 'awaitingHumanCheck',
      context: { humanProof: null },
      assert: ({ snapshot }) => {
        expect(isHumanChecked(snapshot)).toBe(false);
        expect(humanCheckNotice(snapshot)).toBe(confirmEmailErrors['-1399']);
      },
    },
    {
      name: 'the challenge could not be fetched: the box can be ticked again, with a notice',
      steps: [{ type: 'human.start' }, { fail: 'solveHumanCheck', error: humanErrorExamples.NETWORK }],
      end: 'awaitingHumanCheck',
      assert: ({ snapshot }) => expect(humanCheckNotice(snapshot)).toBe(humanCheckErrors.NETWORK),
    },
    {
      name: '-36: already confirmed, not a failure',
      steps: [...solved, { fail: 'confirmEmail', error: errorExamples['-36'] }],
      end: 'alreadyConfirmed',
      assert: ({ snapshot }) =>
        expect(notice(snapshot)).toMatchObject({ outcome: 'alreadyConfirmed', message: confirmEmailErrors['-36'].message }),
    },
    {
      name: 'no answer: failed, saying the server could not be reached (not "invalid link")',
      steps: [...solved, { fail: 'confirmEmail', error: errorExamples.NETWORK }],
      end: 'failed',
      assert: ({ snapshot }) => expect(notice(snapshot)).toMatchObject({ outcome: 'failed', message: confirmEmailErrors.NETWORK.message }),
    },
    {
      name: 'a link without userid or token fails at once, without calling or asking for the check',
      input: null,
      steps: [],
      end: 'failed',
      assert: ({ snapshot, invocations }) => {
        expect(invocations).toEqual([]);
        expect(asksHumanCheck(snapshot)).toBe(false);
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
