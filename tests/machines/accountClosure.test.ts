// Model-based test of the account closure: every state, transition and listed code, plus journeys.
import { expect } from 'vitest';
import { accountClosureErrors } from '#machines/accountClosure/accountClosure.errors';
import { accountClosureMachine, type AccountClosureMachine } from '#machines/accountClosure/accountClosure.machine';
import * as select from '#machines/accountClosure/accountClosure.selectors';
import { describeModel, type ErrorFixtures, type EventFixtures, type OutputFixtures } from './support/modelTest';

const REQUESTED = { requestedAt: '2026-11-24T12:00:00.000Z', contactWithinHours: 48 };

const events: EventFixtures<AccountClosureMachine> = {
  'closure.request': [{ type: 'closure.request' }],
  'closure.confirm': [{ type: 'closure.confirm' }],
  'closure.cancel': [{ type: 'closure.cancel' }],
};
const PENDING = { requestedAt: '2026-11-23T09:30:00.000Z', contactWithinHours: 48 };
const outputs: OutputFixtures<AccountClosureMachine> = { fetchClosure: [null, PENDING], requestClosure: [REQUESTED] };
const errors: ErrorFixtures<AccountClosureMachine> = {
  fetchClosure: { NETWORK: { code: 'NETWORK', status: 0 }, other: { code: '-1', status: 500 } },
  requestClosure: { NETWORK: { code: 'NETWORK', status: 0 }, other: { code: '-1', status: 500 } },
};
const noneOnFile = { done: 'fetchClosure', output: null } as const;

describeModel(accountClosureMachine, {
  name: 'accountClosure',
  inputs: { player: { userId: 7 } },
  events,
  outputs,
  errors,
  serializeContext: (c) => ({ requested: c.requested !== null, code: c.error?.code ?? null }),
  require: { states: true, errors: true, transitions: true },
  journeys: [
    {
      name: 'asked on an earlier visit: the page shows the pending request and its time, no form',
      steps: [{ check: ({ snapshot }) => expect(select.isLoading(snapshot)).toBe(true) }, { done: 'fetchClosure', output: PENDING }],
      end: 'pending',
      assert: ({ snapshot, invocations }) => {
        expect(select.requested(snapshot)).toEqual(PENDING);
        expect(select.wasAlreadyPending(snapshot)).toBe(true);
        expect(select.canRequest(snapshot)).toBe(false);
        expect(invocations).toEqual([{ id: 'fetchClosure', src: 'fetchClosure', input: { userId: 7 } }]);
      },
    },
    {
      name: 'the pending request could not be read: the form stays, with the notice',
      steps: [{ fail: 'fetchClosure', error: { code: 'NETWORK', status: 0 } }],
      end: 'idle',
      assert: ({ snapshot }) => {
        expect(select.notice(snapshot)).toBe(accountClosureErrors.NETWORK);
        expect(select.canRequest(snapshot)).toBe(true);
        expect(select.requested(snapshot)).toBeNull();
      },
    },
    {
      name: 'asked, confirmed, requested: the 48-hour contact message shows',
      steps: [
        noneOnFile,
        { type: 'closure.request' },
        { check: ({ snapshot }) => expect(select.asksConfirmation(snapshot)).toBe(true) },
        { type: 'closure.confirm' },
        { check: ({ snapshot }) => expect(select.isRequesting(snapshot)).toBe(true) },
        { done: 'requestClosure', output: REQUESTED },
      ],
      end: 'requested',
      assert: ({ snapshot, invocations }) => {
        expect(select.requested(snapshot)).toEqual(REQUESTED);
        expect(select.wasAlreadyPending(snapshot)).toBe(false);
        expect(select.canRequest(snapshot)).toBe(false);
        expect(invocations).toEqual([
          { id: 'fetchClosure', src: 'fetchClosure', input: { userId: 7 } },
          { id: 'requestClosure', src: 'requestClosure', input: { userId: 7 } },
        ]);
      },
    },
    {
      name: 'cancelled at the question: nothing is sent',
      steps: [noneOnFile, { type: 'closure.request' }, { type: 'closure.cancel' }],
      end: 'idle',
      assert: ({ invocations, snapshot }) => {
        expect(invocations.map((i) => i.id)).toEqual(['fetchClosure']);
        expect(select.canRequest(snapshot)).toBe(true);
      },
    },
    {
      name: 'a failure says so and asking again clears the notice',
      steps: [
        noneOnFile,
        { type: 'closure.request' },
        { type: 'closure.confirm' },
        { fail: 'requestClosure', error: { code: 'NETWORK', status: 0 } },
        { check: ({ snapshot }) => expect(select.notice(snapshot)).toBe(accountClosureErrors.NETWORK) },
        { type: 'closure.request' },
      ],
      end: 'confirming',
      assert: ({ snapshot }) => expect(select.notice(snapshot)).toBeNull(),
    },
  ],
});
