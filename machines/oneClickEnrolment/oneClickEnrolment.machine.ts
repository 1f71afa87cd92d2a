// The one-click pages (spec part 2 §2 "Payment pages", §4 "One-click enrolment status", §9):
// /webpayoneclickenroll?tbk_token (enrolment result) and /webpayoneclick?id (one-click payment
// status). The status is polled every second (delay `poll`) while its response code is empty;
// enrolled 1 is OK, anything else (or an error) is ERROR. Both show links (oneClickEnrolment.links.ts);
// ERROR can start a new enrolment, which sends the browser to the provider. A card enrolled from a
// payment's cashier (a booking's summary) goes straight back there (returnTo): the payment goes on.
//
// The app provides checkOneClickStatus and startOneClickEnrolment; the view supplies navigate and
// redirectExternal with `.provide(...)`.
import { and, assign, setup } from 'xstate';
import { readActorError } from '#kernel/lib/errors';
import { placeholder } from '#machines/shared/actors';
import { output, type Done, type Failed } from '#machines/shared/outcomes';
import { isAwaitingResponse, isEnrolled, linkPath, offeredLinks } from './oneClickEnrolment.links';
import type {
  CheckOneClickStatusInput,
  NavigateParams,
  OneClickCall,
  OneClickEnrolmentContext,
  OneClickEnrolmentEvent,
  OneClickEnrolmentInput,
  OneClickInfo,
  OneClickStatus,
  RedirectExternalParams,
  StartOneClickEnrolmentInput,
  StartOneClickEnrolmentOutput,
} from './oneClickEnrolment.types';

/** Spec part 2 §9: one-click status polling every 1 s. */
export const ONE_CLICK_POLL_MS = 1000;

/** The source of a new enrolment when the info names none. */
export const DEFAULT_ENROL_SOURCE = 'profile';

/** An enrolment started from a payment's cashier (a booking's summary). */
export const CASHIER_SOURCE = 'cashier';

type Args = { context: OneClickEnrolmentContext; event: OneClickEnrolmentEvent };

const info = output<OneClickInfo>;
const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';
const linkOf = (event: OneClickEnrolmentEvent) => (event.type === 'link.follow' ? event.link : null);
const isOk = (context: OneClickEnrolmentContext, answer: OneClickInfo): boolean =>
  context.page === 'payment' ? isEnrolled(answer) && String(answer.responsecode).trim() === '0' : isEnrolled(answer);
/** Params of assignError: what the call rejected with, and which call it was. */
const failedCall =
  (call: OneClickCall) =>
  ({ event }: Failed): OneClickEnrolmentContext['error'] => ({ ...readActorError(event.error), call });

export const oneClickEnrolmentSetup = setup({
  types: {
    context: {} as OneClickEnrolmentContext,
    events: {} as OneClickEnrolmentEvent,
    input: {} as OneClickEnrolmentInput,
  },
  actors: {
    /** GET /api/webpayoneclick/token/{token} ('enrol') or /api/webpayoneclick/id/{id} ('payment'). */
    checkOneClickStatus: placeholder<OneClickInfo, CheckOneClickStatusInput>('oneClickEnrolment', 'checkOneClickStatus'),
    /** POST /api/webpayoneclick/users/{id}/enroll?source → redirectURL. */
    startOneClickEnrolment: placeholder<StartOneClickEnrolmentOutput, StartOneClickEnrolmentInput>(
      'oneClickEnrolment',
      'startOneClickEnrolment',
    ),
  },
  guards: {
    hasReference: ({ context }: Args) => !blank(context.page === 'enrol' ? context.token : context.id),
    isAwaitingResponse: (_: Args, answer: OneClickInfo) => isAwaitingResponse(answer),
    /**
     * OK: an enrolment with enrolled 1; a payment approved (response code '0') — a one-click payment's
     * info always says enrolled 1 (the card is), so enrolled alone would call a refused payment OK.
     */
    isEnrolled: ({ context }: Args, answer: OneClickInfo) => isOk(context, answer),
    canRetry: ({ context }: Args) => context.userId !== null,
    isOfferedLink: ({ context, event }: Args, params: { status: OneClickStatus }) => {
      const link = linkOf(event);
      return link !== null && offeredLinks(context, params.status).includes(link);
    },
    isExternalLink: ({ event }: Args) => linkOf(event) === 'redirect',
    /** A card enrolled from a payment's cashier, with the way back: the payment goes on there at once. */
    continuesPayment: ({ context }: Args, answer: OneClickInfo) =>
      isOk(context, answer) && context.page === 'enrol' && !blank(context.returnTo) && answer.source === CASHIER_SOURCE,
  },
  actions: {
    assignInfo: assign((_, answer: OneClickInfo) => ({ info: answer, error: null })),
    assignError: assign((_, error: OneClickEnrolmentContext['error']) => ({ error })),
    // ── supplied by the view ──
    navigate: (_, _params: NavigateParams) => {},
    redirectExternal: (_, _params: RedirectExternalParams) => {},
  },
  delays: { poll: ONE_CLICK_POLL_MS },
});

const statusInput = ({ context }: { context: OneClickEnrolmentContext }): CheckOneClickStatusInput => ({
  page: context.page,
  token: context.token,
  id: context.id,
});
const enrolInput = ({ context }: { context: OneClickEnrolmentContext }): StartOneClickEnrolmentInput => ({
  userId: context.userId ?? 0,
  source: blank(context.info?.source) ? DEFAULT_ENROL_SOURCE : String(context.info?.source),
  returnTo: context.returnTo,
});
const returnRoute = ({ context }: { context: OneClickEnrolmentContext }): NavigateParams => ({ to: context.returnTo ?? '/' });
const linkRoute = ({ context, event }: Args): NavigateParams => ({ to: linkPath(context, linkOf(event) ?? 'profileMenu') ?? '/' });
const redirectUrl = ({ context }: Args): RedirectExternalParams => ({ url: context.info?.urlRedirection ?? '' });
const newEnrolmentPage = ({ event }: Done<StartOneClickEnrolmentOutput>): RedirectExternalParams => ({ url: event.output.redirectURL });

/** The links of a settled page: the redirect URL leaves the app, the others navigate in it. */
const followLink = (status: OneClickStatus) =>
  [
    {
      guard: and([{ type: 'isOfferedLink', params: { status } }, 'isExternalLink']),
      target: '#oneClickEnrolment.left',
      actions: { type: 'redirectExternal', params: redirectUrl },
    },
    {
      guard: { type: 'isOfferedLink', params: { status } },
      target: '#oneClickEnrolment.left',
      actions: { type: 'navigate', params: linkRoute },
    },
  ] as const;

export const oneClickEnrolmentMachine = oneClickEnrolmentSetup.createMachine({
  id: 'oneClickEnrolment',
  context: ({ input }) => ({
    page: input.page,
    token: blank(input.token) ? null : String(input.token).trim(),
    id: blank(input.id) ? null : String(input.id).trim(),
    userId: input.userId,
    returnTo: blank(input.returnTo) ? null : input.returnTo,
    info: null,
    error: null,
  }),
  initial: 'routing',
  states: {
    routing: { always: [{ guard: 'hasReference', target: 'checking' }, { target: 'failed' }] },
    checking: {
      invoke: {
        id: 'checkOneClickStatus',
        src: 'checkOneClickStatus',
        input: statusInput,
        onDone: [
          { guard: { type: 'isAwaitingResponse', params: info }, target: 'waiting', actions: { type: 'assignInfo', params: info } },
          {
            guard: { type: 'continuesPayment', params: info },
            target: 'returning',
            actions: [
              { type: 'assignInfo', params: info },
              { type: 'navigate', params: returnRoute },
            ],
          },
          { guard: { type: 'isEnrolled', params: info }, target: 'ok', actions: { type: 'assignInfo', params: info } },
          { target: 'failed', actions: { type: 'assignInfo', params: info } },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: failedCall('checkOneClickStatus') } },
      },
    },
    /** The response code is still empty: asked again every second. */
    waiting: { after: { poll: 'checking' } },
    /** OK: enrolled is 1. */
    ok: { on: { 'link.follow': followLink('OK') } },
    /** ERROR: not enrolled, no token or id, or the status call failed. */
    failed: {
      on: {
        'link.follow': followLink('ERROR'),
        'enrolment.retry': { guard: 'canRetry', target: 'enrolling' },
      },
    },
    enrolling: {
      invoke: {
        id: 'startOneClickEnrolment',
        src: 'startOneClickEnrolment',
        input: enrolInput,
        onDone: { target: 'redirected', actions: { type: 'redirectExternal', params: newEnrolmentPage } },
        onError: { target: 'failed', actions: { type: 'assignError', params: failedCall('startOneClickEnrolment') } },
      },
    },
    /** Gone to the provider's enrolment page. */
    redirected: { type: 'final' },
    /** Enrolled from a payment's cashier: back to that payment (the booking's summary pays with the new card). */
    returning: { type: 'final' },
    /** Followed a link. */
    left: { type: 'final' },
  },
});

export type OneClickEnrolmentMachine = typeof oneClickEnrolmentMachine;
