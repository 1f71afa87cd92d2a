// "Request a new club" (spec part 1 §7 POST /api/clubs/request): a player names a club they want to
// book at (its name and city; who to talk to there, optional) and the club team gets it by e-mail.
// The form is checked with the contract's own schema before it is sent; anonymous players log in first.
import { assign, setup } from 'xstate';
import { clubRequestBody, type ClubRequestBody } from '#kernel/contract/booking/clubRequest';
import { placeholder } from '#machines/shared/actors';

export const CLUB_REQUEST_FIELDS = ['clubName', 'city', 'contactName', 'contactPhone', 'contactEmail', 'comments'] as const;
export type ClubRequestField = (typeof CLUB_REQUEST_FIELDS)[number];
export type ClubRequestForm = Record<ClubRequestField, string>;

export interface ClubRequestInput {
  loggedIn: boolean;
}
export interface ClubRequestContext {
  loggedIn: boolean;
  form: ClubRequestForm;
  /** Fields the schema refused. */
  invalid: ClubRequestField[];
  sendFailed: boolean;
}
export type ClubRequestEvent =
  { type: 'field.change'; field: ClubRequestField; value: string } | { type: 'request.submit' } | { type: 'request.close' };

const EMPTY: ClubRequestForm = { clubName: '', city: '', contactName: '', contactPhone: '', contactEmail: '', comments: '' };

/** The body to send: optional fields left empty are left out. */
export function requestBody(form: ClubRequestForm): Record<string, string> {
  return Object.fromEntries(Object.entries(form).filter(([key, value]) => value.trim() !== '' || key === 'clubName' || key === 'city'));
}
const invalidFields = (form: ClubRequestForm): ClubRequestField[] => {
  const parsed = clubRequestBody.safeParse(requestBody(form));
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => i.path[0] as ClubRequestField))];
};

export const clubRequestMachine = setup({
  types: { context: {} as ClubRequestContext, events: {} as ClubRequestEvent, input: {} as ClubRequestInput },
  actors: {
    sendRequest: placeholder<{ requestId: number }, ClubRequestBody>('clubRequest', 'sendRequest'),
  },
  guards: {
    isLoggedIn: ({ context }) => context.loggedIn,
    isValid: ({ context }) => invalidFields(context.form).length === 0,
  },
  actions: {
    assignField: assign(({ context, event }) =>
      event.type === 'field.change'
        ? { form: { ...context.form, [event.field]: event.value }, invalid: context.invalid.filter((f) => f !== event.field) }
        : {},
    ),
    markInvalid: assign(({ context }) => ({ invalid: invalidFields(context.form) })),
    // ── supplied by the view ──
    requestLogin: () => {},
  },
}).createMachine({
  id: 'clubRequest',
  context: ({ input }) => ({ loggedIn: input.loggedIn, form: EMPTY, invalid: [], sendFailed: false }),
  initial: 'editing',
  on: { 'request.close': '.closed' },
  states: {
    editing: {
      on: {
        'field.change': { actions: 'assignField' },
        'request.submit': [{ guard: 'isValid', target: 'checkingLogin' }, { actions: 'markInvalid' }],
      },
    },
    checkingLogin: {
      always: [
        { guard: 'isLoggedIn', target: 'sending' },
        { target: 'editing', actions: 'requestLogin' },
      ],
    },
    sending: {
      entry: assign({ sendFailed: false }),
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => clubRequestBody.parse(requestBody(context.form)),
        onDone: 'sent',
        onError: { target: 'editing', actions: assign({ sendFailed: true }) },
      },
    },
    sent: {},
    closed: { type: 'final' },
  },
});

export type ClubRequestMachine = typeof clubRequestMachine;
