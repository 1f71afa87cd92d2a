// Context updates and actor inputs of the reservation machine, as pure functions of context and
// event; reservation.machine.ts wraps the updates in `assign`.
import { holdDurationMs } from '../booking.defaults';
import { readActorError } from '#kernel/lib/errors';
import { failureOf } from '../booking.errors';
import type { RejectionParams } from '#machines/shared/outcomes';
import type { BookingCall } from '../booking.types';
import type { PaymentResultInput, PaymentResultOutput } from '#machines/paymentResult/paymentResult.types';
import { providerPagePath } from '#machines/paymentResult/paymentResult.routes';
import type { CashierInput, CashierOutput } from '#machines/cashier/cashier.types';
import { chargeAmount } from './reservation.payment';
import { DECLINED_INSURANCE, insuranceChoice, insurancePlayers } from './reservation.insurance';
import { binAlert, minPlayersRequired, summaryProblem } from './reservation.validation';
import type {
  CheckServiceFeeInput,
  CodeAlert,
  CreateBookingInput,
  CreateBookingOutput,
  InsurancePlan,
  LoadCouponsSummaryInput,
  LoadCouponsSummaryOutput,
  PayAction,
  Quote,
  RequestQuoteInput,
  ReservationContext,
  ReservationEvent,
  ReservationInput,
  ServiceFee,
} from './reservation.types';
import type { ReservationArgs } from './reservation.guards';
import { latamPassToSend, NO_TEXTS, textsToSend, withLatamPass, withSavedLatamPass, withText } from './reservation.texts';
import type { FetchLatamPassIdInput, FetchLatamPassIdOutput } from './reservation.texts';

/** Params of recordFailure: the failed call and what it rejected with. */
export interface FailureParams extends RejectionParams {
  call: BookingCall;
}
import { cancelInProgressInput, draftOf, inProgressPage, restored, resumeUpdates } from './reservation.resume';
import { isRound } from '../golf/golf.logic';

type Update = Partial<ReservationContext>;
type Ctx = { context: ReservationContext };

export { draftOf, cancelInProgressInput, inProgressPage };

export function initialReservationContext({ input }: { input: ReservationInput }): ReservationContext {
  return {
    ...input,
    ...restored(input),
    texts: input.draft?.texts ?? NO_TEXTS,
    coupons: [],
    codeAlert: null,
    quote: null,
    serviceFee: null,
    payAction: null,
    payment: null,
    problem: null,
    failure: null,
    addPlayerOpen: false,
    candidate: null,
    playerRefusal: null,
    bookingId: null,
    settlement: null,
    outcome: null,
    preferredFopCode: input.resumePayment?.fopCode ?? null,
    inProgress: null,
    inProgressFailure: null,
  };
}

const on = <T extends ReservationEvent['type']>(event: ReservationArgs['event'], type: T) =>
  (event.type === type ? event : null) as Extract<ReservationEvent, { type: T }> | null;

/** The quote's verdict on the code: accept keeps it; clear and reject drop it with their alert. */
function applyQuote({ context }: Ctx, quote: Quote): Update {
  const verdict = quote.discount;
  const kept = !verdict || verdict.action === 'accept';
  const alert: CodeAlert | null = kept ? null : (verdict.alert ?? (verdict.action === 'reject' ? 'rejected' : null));
  return {
    quote,
    failure: null,
    // The player just added passed the server's checks: the dialog closes.
    ...(context.candidate !== null ? { candidate: null, addPlayerOpen: false } : {}),
    serviceFee: null,
    discountCode: kept ? context.discountCode : null,
    bin: kept ? context.bin : null,
    codeAlert: alert ?? (kept ? context.codeAlert : null),
  };
}

function removePlayer({ context, event }: ReservationArgs): Update {
  const e = on(event, 'players.remove');
  if (!e) return {};
  const { [e.userId]: released, ...couponByUser } = context.couponByUser;
  return {
    players: context.players.filter((p) => p.userId !== e.userId),
    couponByUser,
    coupons:
      released === undefined
        ? context.coupons
        : context.coupons.map((c) => (c.clubCouponId === released ? { ...c, quantityLeft: c.quantityLeft + 1 } : c)),
  };
}

const displayName = (player: { firstName: string; lastName: string }) => `${player.firstName} ${player.lastName}`.trim();

/**
 * Who an error is about, for its message ("not available for {name}", "no player with the code
 * {userId}"): the player its details.userId names (the name typed with their code), else the
 * booking user.
 */
function playerValues(context: ReservationContext, error: unknown): { name: string; userId: number } {
  const id = Number(readActorError(error).details?.userId);
  const named = Number.isInteger(id) ? context.players.find((p) => p.userId === id) : undefined;
  if (named) return { name: displayName(named), userId: named.userId };
  const bookingUser = context.players[0] ?? { userId: context.user.id, firstName: context.user.firstName, lastName: context.user.lastName };
  return Number.isInteger(id) ? { name: String(id), userId: id } : { name: displayName(bookingUser), userId: bookingUser.userId };
}

const countChange = (context: ReservationContext, id: number, delta: number): Update => ({
  ancillaryCounts: { ...context.ancillaryCounts, [id]: Math.max(0, (context.ancillaryCounts[id] ?? 0) + delta) },
});

export const reservationUpdates = {
  assignPlan: (_: Ctx, plan: InsurancePlan): Update => ({ plan }),
  declineInsurance: (): Update => ({ insurance: DECLINED_INSURANCE }),
  chooseInsurance: ({ context, event }: ReservationArgs): Update => {
    const e = on(event, 'insurance.choose');
    return e ? { insurance: insuranceChoice(context.plan, e.choice, insurancePlayers(context)) } : {};
  },
  /** The coupons left; those a restored draft had chosen are spent again (still only on the summary). */
  assignCoupons: ({ context }: Ctx, { coupons }: LoadCouponsSummaryOutput): Update => {
    const used = Object.values(context.couponByUser);
    return {
      coupons: coupons.map((c) => ({
        ...c,
        quantityLeft: c.quantityLeft - used.filter((id) => id === c.clubCouponId).length,
      })),
    };
  },
  applyQuote,
  assignServiceFee: (_: Ctx, serviceFee: ServiceFee): Update => ({ serviceFee }),
  clearCodeAlert: (): Update => ({ codeAlert: null }),
  alertEmptyCode: (): Update => ({ codeAlert: 'emptyCode' }),
  alertNoMoreCoupons: (): Update => ({ codeAlert: 'noMoreCoupons' }),
  alertBin: ({ event }: ReservationArgs): Update => {
    const e = on(event, 'discount.applyBin');
    return e ? { codeAlert: binAlert(e.bin) } : {};
  },
  /** The player goes on the list and the quote judges them; the dialog stays open until it answers. */
  addPlayer: ({ context, event }: ReservationArgs): Update => {
    const e = on(event, 'players.add');
    return e ? { players: [...context.players, e.player], candidate: e.player.userId, problem: null, playerRefusal: null } : {};
  },
  /** The same person twice: refused in the dialog (-212), nothing asked. */
  refuseDuplicatePlayer: ({ context, event }: ReservationArgs): Update => {
    const e = on(event, 'players.add');
    if (!e) return {};
    const player = context.players.find((p) => p.userId === e.player.userId) ?? e.player;
    return { playerRefusal: { call: 'quote', code: '-212', values: { name: displayName(player), userId: player.userId } } };
  },
  /** The quote refused the player just added: off the list again, the dialog says why, naming them. */
  refuseCandidate: ({ context }: Ctx, { error }: RejectionParams): Update => {
    const refused = failureOf('quote', error);
    const couponByUser = Object.fromEntries(
      Object.entries(context.couponByUser).filter(([userId]) => Number(userId) !== context.candidate),
    );
    return {
      playerRefusal: { ...refused, values: { ...refused.values, ...playerValues(context, error) } },
      players: context.players.filter((p) => p.userId !== context.candidate),
      couponByUser,
      candidate: null,
      addPlayerOpen: true,
    };
  },
  removePlayer,
  openPicker: (): Update => ({ addPlayerOpen: true, playerRefusal: null }),
  closePicker: (): Update => ({ addPlayerOpen: false, playerRefusal: null }),
  addAncillary: ({ context, event }: ReservationArgs): Update => {
    const e = on(event, 'ancillary.add');
    return e ? countChange(context, e.ancillaryId, 1) : {};
  },
  removeAncillary: ({ context, event }: ReservationArgs): Update => {
    const e = on(event, 'ancillary.remove');
    return e ? countChange(context, e.ancillaryId, -1) : {};
  },
  /** A used coupon reduces quantityLeft. */
  useCoupon: ({ context, event }: ReservationArgs): Update => {
    const e = on(event, 'coupon.use');
    if (!e) return {};
    return {
      couponByUser: { ...context.couponByUser, [e.userId]: e.clubCouponId },
      coupons: context.coupons.map((c) => (c.clubCouponId === e.clubCouponId ? { ...c, quantityLeft: c.quantityLeft - 1 } : c)),
    };
  },
  /** Cancelling restores it. */
  cancelCoupon: ({ context, event }: ReservationArgs): Update => {
    const e = on(event, 'coupon.cancel');
    if (!e) return {};
    const { [e.userId]: released, ...couponByUser } = context.couponByUser;
    return {
      couponByUser,
      coupons: context.coupons.map((c) => (c.clubCouponId === released ? { ...c, quantityLeft: c.quantityLeft + 1 } : c)),
    };
  },
  applyCode: ({ event }: ReservationArgs): Update => {
    const e = on(event, 'discount.applyCode');
    return e ? { discountCode: e.code.trim(), bin: null, codeAlert: null } : {};
  },
  applyBin: ({ event }: ReservationArgs): Update => {
    const e = on(event, 'discount.applyBin');
    return e ? { bin: e.bin.trim(), discountCode: null, codeAlert: null } : {};
  },
  clearDiscount: (): Update => ({ discountCode: null, bin: null, codeAlert: null }),
  setComments: ({ event }: ReservationArgs): Update => {
    const e = on(event, 'comments.set');
    return e ? { comments: e.comments } : {};
  },
  setLatamPass: ({ context, event }: ReservationArgs): Update => {
    const e = on(event, 'latamPass.set');
    return e ? { texts: withLatamPass(context, e.value) } : {};
  },
  setText: ({ context, event }: ReservationArgs): Update => {
    const e = on(event, 'texts.set');
    return e ? { texts: withText(context, e.field, e.value) } : {};
  },
  assignSavedLatamPass: ({ context }: Ctx, output: FetchLatamPassIdOutput): Update => ({
    texts: withSavedLatamPass(context, output.accountId),
  }),
  setTerms: ({ event }: ReservationArgs): Update => {
    const e = on(event, 'terms.set');
    return e ? { termsAccepted: e.accepted } : {};
  },
  setField: ({ context, event }: ReservationArgs): Update => {
    const e = on(event, 'field.set');
    return e ? { fieldValues: { ...context.fieldValues, [e.dataConfigId]: e.value } } : {};
  },
  choosePayAction: (_: ReservationArgs, params: { action: PayAction }): Update => ({
    payAction: params.action,
    problem: null,
    failure: null,
  }),
  assignProblem: ({ context }: ReservationArgs): Update => ({ problem: summaryProblem(context) }),
  openAddPlayer: (): Update => ({ addPlayerOpen: true }),
  clearMessages: (): Update => ({ problem: null, failure: null }),
  /** The cashier's choice: the fop and its params go with the booking call. */
  assignPayment: (_: Ctx, output: CashierOutput): Update => {
    if (output.result !== 'chosen') return {};
    return { payment: { fopId: output.choice.fopId, fopParams: { ...output.choice.fopParams } } };
  },
  clearPayment: (): Update => ({ payment: null, payAction: null }),
  assignBooking: (_: Ctx, answer: CreateBookingOutput): Update => ({ bookingId: answer.bookingId, settlement: { answer } }),
  assignBookingError: (_: Ctx, { error }: RejectionParams): Update => ({ settlement: { error } }),
  /** The failure of a call; -592's count falls back on the quote's minBookings; -92 keeps its webpay_id. */
  recordFailure: ({ context }: Ctx, { call, error }: FailureParams): Update => {
    const counted = failureOf(call, error, minPlayersRequired(context) || null);
    const failure = { ...counted, values: { ...counted.values, ...playerValues(context, error) } };
    const webpayId = error.details?.webpay_id;
    return { failure: webpayId === undefined ? failure : { ...failure, values: { ...failure.values, webpay_id: String(webpayId) } } };
  },
  endCompleted: ({ context }: Ctx, { result }: PaymentResultOutput): Update => ({
    outcome: { result: 'completed', bookingId: context.bookingId ?? 0, payment: result },
  }),
  endCancelled: (): Update => ({ outcome: { result: 'cancelled' } }),
  endLeft: (): Update => ({ outcome: { result: 'left' } }),
  ...resumeUpdates,
  endFailed: ({ context }: ReservationArgs): Update => (context.failure ? { outcome: { result: 'failed', failure: context.failure } } : {}),
};

// ── actor inputs ────────────────────────────────────────────────────────────────────────────

export const countdownInput = ({ context }: Ctx) => ({
  durationMs: context.holdExpired ? null : holdDurationMs(context.hold),
  expired: context.holdExpired === true,
});

export const couponsInput = ({ context }: Ctx): LoadCouponsSummaryInput => ({
  clubId: context.club.id,
  sportId: context.sport.id,
  userId: context.user.id,
});

export const latamPassInput = ({ context }: Ctx): FetchLatamPassIdInput => ({ userId: context.user.id });

export function quoteInput({ context }: Ctx): RequestQuoteInput {
  const bookingUserId = context.user.id;
  const latamPass = latamPassToSend(context);
  return {
    clubId: context.slot.clubId,
    sportId: context.sport.id,
    courtId: context.slot.courtId,
    date: context.slot.local_date,
    time: context.slot.local_start_time,
    timespan: context.search.timespan,
    bookUserIds: context.players.map((p) => ({
      userId: p.userId,
      firstName: p.firstName,
      lastName: p.lastName,
      // Ancillaries and the discount code belong to the booking user.
      ancillaries:
        p.userId === bookingUserId
          ? Object.entries(context.ancillaryCounts)
              .filter(([, quantity]) => quantity > 0)
              .map(([id, quantity]) => ({ club_ancillary_id: Number(id), quantity }))
          : [],
      clubCouponId: context.couponByUser[p.userId] ?? null,
      discountCode: p.userId === bookingUserId ? context.discountCode : null,
      cleanChanged: false,
      eBookingId: context.mode === 'exchange' ? context.exchangeBookingId : null,
      ...(p.userId === bookingUserId && latamPass !== null ? { LATAMPASSAccountId: latamPass } : {}),
    })),
    discountBin: context.bin,
    // Golf: the slot chosen as an 18-hole round (it carries its back nine) is quoted and booked whole.
    isElegibleForCrossBlock: isRound(context.slot),
  };
}

/** The fee check of the quote just applied (applyQuote keeps it in context before checkingFee starts). */
export const feeInput = ({ context }: Ctx): CheckServiceFeeInput => ({
  clubId: context.club.id,
  countryCode: context.country,
  bookingAmount: context.quote?.bookingActions.paymentAmounts.pay ?? 0,
  sportId: context.sport.id,
  courtId: context.slot.courtId,
  priceId: context.quote?.slot.priceInfo.price_id ?? null,
});

export function bookingInput({ context }: Ctx): CreateBookingInput {
  const fee = context.serviceFee;
  const insurance = context.insurance;
  return {
    ...quoteInput({ context }),
    action: context.payAction ?? 'book',
    comments: context.comments.trim(),
    fopId: context.payment?.fopId ?? null,
    fopParams: context.payment?.fopParams ?? null,
    promo_code: context.discountCode,
    dataConfigValues: Object.entries(context.fieldValues)
      .filter(([, value]) => value.trim() !== '')
      .map(([id, value]) => ({ dataConfigId: Number(id), value: value.trim() })),
    serviceFee: { amount: fee?.active ? fee.feeAmount : 0, isActive: fee?.active ?? false },
    insuranceInformation: insurance && {
      playerCount: insurance.playerCount,
      amountTotal: insurance.amount,
      amountUnitary: insurance.amountUnitary,
      planCode: insurance.planCode,
      selected: insurance.selected,
      timespan: context.search.timespan,
      country: context.plan?.country ?? context.country,
    },
    preBookedData: context.hold,
    ...textsToSend(context),
  };
}

export const settleInput = ({ context }: Ctx): PaymentResultInput => ({
  product: 'booking',
  id: context.bookingId ?? 0,
  outcome: context.settlement ?? { answer: {} },
});

/** The cashier of the payment modal: the booking user's fops at the club, for what paying now charges. */
export const cashierInput = ({ context }: Ctx): CashierInput => ({
  userId: context.user.id,
  clubId: context.club.id,
  fopAmount: chargeAmount(context, context.payAction === 'downpay' ? 'downpay' : 'pay'),
  promoCode: context.discountCode,
  fopAction: context.payAction,
  bookingInsurance: context.insurance?.wantInsurance === true,
  redirectTo: null,
  state: null,
  tokenizedPaymentMode: 'OFF',
  now: context.now,
  preferredFopCode: context.preferredFopCode,
});

export const providerPageRoute = ({ context }: Ctx) => ({ to: providerPagePath(context.failure?.values.webpay_id ?? '') });
