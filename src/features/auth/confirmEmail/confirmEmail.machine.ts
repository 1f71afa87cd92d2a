import { fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../shared/errorTable';

export interface ConfirmEmailInput {
  userId: number;
  token: string;
}

/** How the server answered a confirmation that did not fail. */
export type ConfirmStatus = 'success' | 'already_confirmed';

const provided = async (): Promise<never> => {
  throw new Error('confirmEmail: provide the confirmEmail actor');
};

/** Spec part 3 §4 "Confirm e-mail": unknown (confirming) → success | already confirmed | failed. */
export const confirmEmailMachine = setup({
  types: { input: {} as ConfirmEmailInput | null, context: {} as { request: ConfirmEmailInput | null } },
  actors: { confirmEmail: fromPromise<ConfirmStatus, ConfirmEmailInput>(provided) },
  guards: {
    hasRequest: ({ context }) => context.request !== null,
    alreadyConfirmed: (_, params: { status: ConfirmStatus }) => params.status === 'already_confirmed',
    /** -36: e-mail already confirmed (spec part 3 §8). */
    isAlreadyConfirmedError: (_, params: { error: unknown }) => errorCodeOf(params.error) === '-36',
  },
}).createMachine({
  id: 'confirmEmail',
  context: ({ input }) => ({ request: input }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasRequest', target: 'confirming' }, { target: 'failed' }] },
    confirming: {
      invoke: {
        id: 'confirmEmail',
        src: 'confirmEmail',
        input: ({ context }) => context.request as ConfirmEmailInput,
        onDone: [
          { guard: { type: 'alreadyConfirmed', params: ({ event }) => ({ status: event.output }) }, target: 'alreadyConfirmed' },
          { target: 'success' },
        ],
        onError: [
          { guard: { type: 'isAlreadyConfirmedError', params: ({ event }) => ({ error: event.error }) }, target: 'alreadyConfirmed' },
          { target: 'failed' },
        ],
      },
    },
    success: { type: 'final' },
    alreadyConfirmed: { type: 'final' },
    failed: { type: 'final' },
  },
});

/** The request from the link's query (userid, token); null when either is missing or malformed. */
export function confirmRequestFrom(query: URLSearchParams): ConfirmEmailInput | null {
  const userId = Number(query.get('userid'));
  const token = query.get('token')?.trim() ?? '';
  if (!Number.isInteger(userId) || userId <= 0 || !token) return null;
  return { userId, token };
}
