// Types of the confirm-e-mail machine (spec part 3 §2 "/confirm_email", §4 "Confirm e-mail", §7
// POST /api/confirm_email): the link's request, the answer, context and the notice a view shows.
import type { MessageDescriptor } from '@lingui/core';
import type { BodyOf, Endpoints, ResponseOf } from '#kernel/contract';
import type { ActorError } from '#kernel/lib/errors';

/** From the link's query (userid, token); the machine's input is null when either is missing. */
export type ConfirmEmailRequest = { userId: number } & Pick<BodyOf<Endpoints['confirmEmail']>, 'token'>;

/** How the server answered a confirmation that did not fail. */
export type ConfirmStatus = ResponseOf<Endpoints['confirmEmail']>['status'];

/** What the confirmEmail actor sends: the link's request with the solved human check. */
export type ConfirmEmailInput = ConfirmEmailRequest & { recaptchaValue: string };

export interface ConfirmEmailContext {
  request: ConfirmEmailRequest | null;
  /** The solved human check (sent as recaptchaValue); null until solved, and again once spent or refused. */
  humanProof: string | null;
  /** The failure, as the actor rejected it; null for a link without userid or token. */
  error: ActorError | null;
}

export type ConfirmEmailEvent =
  /** The user ticks "I am not a robot": the challenge is fetched and solved. */
  | { type: 'human.start' }
  /** The user presses "Confirm my e-mail". */
  | { type: 'confirm.submit' };

/** The outcomes of spec part 3 §4: unknown (still confirming), success, already confirmed, failed. */
export type ConfirmOutcome = 'success' | 'alreadyConfirmed' | 'failed';

/** What the page shows once the flow has settled. */
export interface ConfirmNotice {
  outcome: ConfirmOutcome;
  title: MessageDescriptor;
  message: MessageDescriptor;
}
