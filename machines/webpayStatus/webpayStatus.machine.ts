// The webpay status pages (spec part 2 §2 "Payment pages", §4 "Web payment status", §9):
//
//   /webpay?tbk_token&webpay_id   checkPaymentStatus; PENDING is polled every second (delay `poll`);
//                                 APPROVED posts a form with the token to url_redirection;
//                                 VOID, REJECTED, any other status and any error show REJECTED.
//   /webpay_redirect?token        the same call tells the provider's page (tokenposturl); a form
//                                 with the token is auto-submitted there. Without a token, or when
//                                 the server names no provider page, the window is closed.
//
// One machine with two modes (input.page): both pages read the same status call and post the
// same kind of form. The view supplies postForm and closeWindow with `.provide({ actions })`;
// the app provides checkPaymentStatus with `.provide({ actors })`.
import { and, assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type {
  CheckPaymentStatusInput,
  PostFormParams,
  WebpayStatusAnswer,
  WebpayStatusContext,
  WebpayStatusEvent,
  WebpayStatusInput,
} from './webpayStatus.types';

/** Spec part 2 §9: web payment status polling every 1 s. */
export const WEBPAY_POLL_MS = 1000;

/** The form field that carries the token (Transbank's name for it). */
export const TOKEN_FIELD = 'token_ws';

type Args = { context: WebpayStatusContext; event: unknown };

const answer = output<WebpayStatusAnswer>;
const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** The fields of the posted form: the token, and the webpay id when known. */
function formFields(context: WebpayStatusContext): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!blank(context.token)) fields[TOKEN_FIELD] = String(context.token);
  const webpayId = context.answer?.webpay_id ?? context.webpayId;
  if (!blank(webpayId)) fields.webpay_id = String(webpayId);
  return fields;
}

const returnForm = ({ context }: Args): PostFormParams => ({ url: context.answer?.url_redirection ?? '', fields: formFields(context) });
const providerForm = ({ context }: Args): PostFormParams => ({ url: context.answer?.tokenposturl ?? '', fields: formFields(context) });

export const webpayStatusSetup = setup({
  types: {
    context: {} as WebpayStatusContext,
    events: {} as WebpayStatusEvent,
    input: {} as WebpayStatusInput,
  },
  actors: {
    /** GET /api/webpay/token/{token} (or the status by webpay_id when only that is known). */
    checkPaymentStatus: placeholder<WebpayStatusAnswer, CheckPaymentStatusInput>('webpayStatus', 'checkPaymentStatus'),
  },
  guards: {
    isRedirectPage: ({ context }: Args) => context.page === 'redirect',
    hasToken: ({ context }: Args) => !blank(context.token),
    hasReference: ({ context }: Args) => !blank(context.token) || !blank(context.webpayId),
    isApproved: (_: Args, a: WebpayStatusAnswer) => a.status === 'APPROVED',
    isPending: (_: Args, a: WebpayStatusAnswer) => a.status === 'PENDING',
    isApprovedWithReturnUrl: (_: Args, a: WebpayStatusAnswer) => a.status === 'APPROVED' && !blank(a.url_redirection),
    hasProviderUrl: (_: Args, a: WebpayStatusAnswer) => !blank(a.tokenposturl),
  },
  actions: {
    assignAnswer: assign((_, answer: WebpayStatusAnswer) => ({ answer, error: null })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
    // ── supplied by the view ──
    postForm: (_, _params: PostFormParams) => {},
    closeWindow: () => {},
  },
  delays: { poll: WEBPAY_POLL_MS },
});

const statusInput = ({ context }: Args): CheckPaymentStatusInput => ({ token: context.token, webpayId: context.webpayId });

export const webpayStatusMachine = webpayStatusSetup.createMachine({
  id: 'webpayStatus',
  context: ({ input }) => ({
    page: input.page,
    token: blank(input.token) ? null : String(input.token).trim(),
    webpayId: blank(input.webpayId) ? null : String(input.webpayId).trim(),
    answer: null,
    error: null,
  }),
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: and(['isRedirectPage', 'hasToken']), target: 'loadingProviderForm' },
        { guard: 'isRedirectPage', target: 'closed' },
        { guard: 'hasReference', target: 'checking' },
        // Nothing to ask about: nothing was paid.
        { target: 'rejected' },
      ],
    },
    // ── /webpay ──
    checking: {
      invoke: {
        id: 'checkPaymentStatus',
        src: 'checkPaymentStatus',
        input: statusInput,
        onDone: [
          {
            guard: { type: 'isApprovedWithReturnUrl', params: answer },
            target: 'returning',
            actions: { type: 'assignAnswer', params: answer },
          },
          { guard: { type: 'isApproved', params: answer }, target: 'approved', actions: { type: 'assignAnswer', params: answer } },
          { guard: { type: 'isPending', params: answer }, target: 'pending', actions: { type: 'assignAnswer', params: answer } },
          { target: 'rejected', actions: { type: 'assignAnswer', params: answer } },
        ],
        onError: { target: 'rejected', actions: { type: 'assignError', params: rejection } },
      },
    },
    /** PENDING: asked again every second, as long as it stays pending. */
    pending: { after: { poll: 'checking' } },
    /** APPROVED: the form with the token goes to the redirect URL. */
    returning: { type: 'final', entry: { type: 'postForm', params: returnForm } },
    /** APPROVED without a redirect URL: the page shows APPROVED. */
    approved: { type: 'final' },
    /** REJECTED, VOID, any other status, an error, or no token at all. */
    rejected: { type: 'final' },
    // ── /webpay_redirect ──
    loadingProviderForm: {
      invoke: {
        id: 'loadProviderForm',
        src: 'checkPaymentStatus',
        input: statusInput,
        onDone: [
          {
            guard: { type: 'hasProviderUrl', params: answer },
            target: 'submittingToProvider',
            actions: { type: 'assignAnswer', params: answer },
          },
          { target: 'closed', actions: { type: 'assignAnswer', params: answer } },
        ],
        onError: { target: 'closed', actions: { type: 'assignError', params: rejection } },
      },
    },
    submittingToProvider: { type: 'final', entry: { type: 'postForm', params: providerForm } },
    closed: { type: 'final', entry: 'closeWindow' },
  },
});

export type WebpayStatusMachine = typeof webpayStatusMachine;
