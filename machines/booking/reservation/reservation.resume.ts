// A resumed reservation and a booking in progress (issue 9, items 1, 3, 5): what a draft restores
// (a reload, or back from a provider's page), what the app keeps of the summary (draftOf), and the
// booking in progress that -1698 names, with its continue and cancel.
import { readActorError } from '#kernel/lib/errors';
import type { RejectionParams } from '#machines/shared/outcomes';
import { providerPagePath } from '#machines/paymentResult/paymentResult.routes';
import type { ReservationArgs } from './reservation.guards';
import type { BookingInProgress, CancelBookingInput, ReservationContext, ReservationDraft, ReservationInput } from './reservation.types';

type Update = Partial<ReservationContext>;
type Ctx = { context: ReservationContext };

/** What a draft restores: the player's choices (the booking user always first, and always there). */
export function restored(input: ReservationInput): ReservationDraft {
  const me = { userId: input.user.id, firstName: input.user.firstName, lastName: input.user.lastName };
  const d = input.draft;
  if (!d)
    return {
      insurance: null,
      plan: null,
      players: [me],
      couponByUser: {},
      ancillaryCounts: {},
      discountCode: null,
      bin: null,
      comments: '',
      termsAccepted: false,
      fieldValues: {},
    };
  return { ...d, players: [me, ...d.players.filter((p) => p.userId !== me.userId)] };
}

/** What the player chose, to be resumed by a reload or on coming back from a provider's page. */
export function draftOf(context: ReservationContext): ReservationDraft {
  const { insurance, plan, players, couponByUser, ancillaryCounts, discountCode, bin, comments, termsAccepted, fieldValues } = context;
  const draft = { insurance, plan, players, couponByUser, ancillaryCounts, discountCode, bin, comments, termsAccepted, fieldValues };
  // The texts only once something was typed (drafts without them stay as they were).
  return Object.values(context.texts).some((v) => v !== '') ? { ...draft, texts: context.texts } : draft;
}

/** -1698's details (the server names the booking in progress), or null when they are missing. */
function inProgressOf(error: unknown, from: BookingInProgress['from']): BookingInProgress | null {
  const d = readActorError(error).details;
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  const bookingId = Number(d?.bookingId);
  if (!d || !Number.isInteger(bookingId) || bookingId <= 0) return null;
  return {
    bookingId,
    clubName: text(d.clubName),
    courtName: text(d.courtName),
    date: text(d.date),
    startTime: text(d.startTime),
    endTime: text(d.endTime),
    webpayId: text(d.webpay_id) || null,
    redirectURL: text(d.redirectURL) || null,
    from,
  };
}

export const resumeUpdates = {
  /** -1698 (on the quote or the booking call): the booking in progress, while the player decides. */
  assignInProgress: (_: Ctx, { error, from }: RejectionParams & { from: BookingInProgress['from'] }): Update => ({
    inProgress: inProgressOf(error, from),
    inProgressFailure: null,
    failure: null,
  }),
  assignInProgressFailure: (_: Ctx, { error }: RejectionParams): Update => ({ inProgressFailure: error.code }),
  clearInProgress: (): Update => ({ inProgress: null, inProgressFailure: null }),
  /** Back from a provider's page to pay: the action it asked for, once. */
  takeResumedPayment: ({ context }: ReservationArgs): Update => ({
    payAction: context.resumePayment?.action ?? 'pay',
    resumePayment: null,
    problem: null,
    failure: null,
  }),
};

export const cancelInProgressInput = ({ context }: Ctx): CancelBookingInput => ({ bookingId: context.inProgress?.bookingId ?? 0 });

/** Back to paying the booking in progress: its provider's page, or its status page. */
export const inProgressPage = ({ context }: Ctx) => ({
  url: context.inProgress?.redirectURL || providerPagePath(context.inProgress?.webpayId ?? ''),
});
