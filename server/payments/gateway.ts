import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EndpointDef } from '#kernel/contract';
import { callFailure } from '#server/http/apiFailure';
import { multipleProductItems, paymentMethods, payments } from '#server/db/schema';
import type { PaymentContext } from './paymentContext';
import { fopCodeOf, type OfferedFopCode } from './fops';
import type { PaymentProvider, PaymentRequest, PaymentResult, ProviderNotification, StatusAnswer } from './provider';
import { SIGNATURE_HEADER } from './sandbox/signature';

/** Where providers send their signed notifications. */
export const NOTIFICATION_PATH = '/api/payments/notifications';
import { settle, type Outcome, type PaymentRow } from './settle';

// The gateway between our payments and the provider: it starts a recorded payment with the provider
// (the kind the fop names, the saved card, the return page, the abandon time), and it settles
// payments from the provider's word only: its answer, a server-to-provider status check, or its
// signed notification — never the browser's return URL.

export interface PaymentPlan {
  product: PaymentRow['product'];
  /** What an approval adds to the booking's totalPaid. */
  bookingPart: number;
  fopParams: Record<string, unknown>;
  deviceSessionId?: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** How the fop is charged: card, transfer, pix, page (the provider page asks for the card) or direct. */
export function paymentTypeOf(fopCode: OfferedFopCode | null, fopParams: Record<string, unknown>): string {
  if (!fopCode || text(fopParams.cardNumber)) return 'direct';
  const asked = text(fopParams.paymentType);
  if (fopCode === 'KUSHKI') return asked === 'transfer' ? 'transfer' : 'card';
  if (fopCode === 'WEBPAYONECLICK') return 'card';
  if (fopCode === 'MERCADOPAGO') return asked === 'pix' ? 'pix' : 'page';
  return 'page';
}

/** The caller's saved card of a provider named by our id or the provider's. */
export async function savedMethod(ctx: PaymentContext, userId: number, provider: 'KUSHKI' | 'WEBPAYONECLICK', token: string) {
  const byId = /^\d{1,9}$/.test(token) ? Number(token) : -1;
  const [row] = await ctx.db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.provider, provider),
        isNull(paymentMethods.deletedAt),
        or(eq(paymentMethods.providerToken, token), eq(paymentMethods.id, byId)),
      ),
    );
  return row ?? null;
}

export type CardChoice =
  { cardToken: string | null; paymentMethodId: number | null; savedCard: boolean } | { refused: 'CARD_NOT_ENROLLED' | 'MISSING_CARD' };

/**
 * The provider token the payment charges: a saved card, the script's one-time token, a transfer token.
 * A saved card is charged only for its owner, whatever the client calls the token (paymentMode):
 * the token is looked up among the payer's saved cards, and anything else is charged only when the
 * provider says it is a one-time token of its script (KUSHKI) — a saved card of someone else, by the
 * provider's id or ours, is CARD_NOT_ENROLLED (-133), as is a token the provider does not know.
 */
export async function chooseCard(
  ctx: PaymentContext,
  userId: number,
  fopCode: OfferedFopCode | null,
  paymentType: string,
  fopParams: Record<string, unknown>,
): Promise<CardChoice> {
  const token = text(fopParams.token);
  if (paymentType === 'transfer')
    return token ? { cardToken: token, paymentMethodId: null, savedCard: false } : { refused: 'MISSING_CARD' };
  if (paymentType !== 'card' || (fopCode !== 'KUSHKI' && fopCode !== 'WEBPAYONECLICK'))
    return { cardToken: null, paymentMethodId: null, savedCard: false };
  if (!token) return { refused: 'MISSING_CARD' };
  const saved = await savedMethod(ctx, userId, fopCode, token);
  if (saved) return { cardToken: saved.providerToken, paymentMethodId: saved.id, savedCard: true };
  if (fopCode === 'KUSHKI' && (await ctx.providers.cards?.tokenKind(token)) === 'oneTime')
    return { cardToken: token, paymentMethodId: null, savedCard: false };
  return { refused: 'CARD_NOT_ENROLLED' };
}

/**
 * Refuses a payment request whose card cannot be charged, before anything is recorded: -133 for a
 * saved card that is not the caller's (or a token the provider does not know), -400 when the form
 * of payment needs a card and none was given.
 */
export async function checkCard(
  ctx: PaymentContext,
  endpoint: EndpointDef,
  userId: number,
  fopCode: OfferedFopCode | null,
  fopParams: Record<string, unknown>,
): Promise<void> {
  const card = await chooseCard(ctx, userId, fopCode, paymentTypeOf(fopCode, fopParams), fopParams);
  if (!('refused' in card)) return;
  throw card.refused === 'CARD_NOT_ENROLLED'
    ? callFailure(endpoint, '-133')
    : callFailure(endpoint, '-400', { reason: 'Choose a card', missing: ['fopParams.token'] });
}

/** -133 before anything is recorded when the card named is not one the caller may charge (a missing card is left to the payment). */
export async function refuseOthersCard(
  ctx: PaymentContext,
  endpoint: EndpointDef,
  userId: number,
  fopCode: OfferedFopCode | null,
  fopParams: Record<string, unknown>,
): Promise<void> {
  const card = await chooseCard(ctx, userId, fopCode, paymentTypeOf(fopCode, fopParams), fopParams);
  if ('refused' in card && card.refused === 'CARD_NOT_ENROLLED') throw callFailure(endpoint, '-133');
}

/** Where a pending payment without a provider page is followed: the one-click or the webpay status page. */
function statusPage(ctx: PaymentContext, payment: PaymentRow, fopCode: OfferedFopCode | null, token: string | null): string {
  if (fopCode === 'WEBPAYONECLICK') return `${ctx.publicUrl}/webpayoneclick?id=${payment.id}`;
  const query = new URLSearchParams({ ...(token ? { tbk_token: token } : {}), webpay_id: String(payment.id) });
  return `${ctx.publicUrl}/webpay?${query}`;
}

export const referenceOf = (payment: Pick<PaymentRow, 'id' | 'bookingId' | 'multipleProductId'>) =>
  payment.multipleProductId !== null
    ? `multiple-${payment.multipleProductId}-payment-${payment.id}`
    : `booking-${payment.bookingId}-payment-${payment.id}`;

/** Installments of a charge: the whole number asked for (1 to 48), else 1 (spec part 2 §9: default 1). */
export function installmentsOf(fopParams: Record<string, unknown>): number {
  const asked = fopParams.installments;
  const value = typeof asked === 'string' && /^\d{1,2}$/.test(asked.trim()) ? Number(asked) : asked;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 48 ? value : 1;
}

/** A bank transfer is quoted with its subtotals, all at tax 0 (spec part 2 §9). */
export const transferAmountDetails = (amount: number) => ({ subtotalIva: 0, subtotalIva0: amount, iva: 0, ice: 0 });

/** Open payments swept at a time by releaseExpired. */
export const SWEEP_LIMIT = 20;

export class PaymentGateway implements PaymentProvider {
  readonly name: string;

  constructor(readonly ctx: PaymentContext) {
    this.name = ctx.providers.name;
  }

  createPayment(request: PaymentRequest): Promise<PaymentResult> {
    return this.ctx.providers.payments.createPayment(request);
  }

  /**
   * Starts a recorded (CREATED) payment with the provider, outside any transaction, and settles it on
   * the answer: APPROVED and REJECTED at once, PENDING until the provider's final word.
   */
  async begin(payment: PaymentRow, plan: PaymentPlan): Promise<PaymentRow> {
    const { ctx } = this;
    const now = ctx.now();
    const fopCode = fopCodeOf(payment.fopId);
    const paymentType = paymentTypeOf(fopCode, plan.fopParams);
    const card = await chooseCard(ctx, payment.userId, fopCode, paymentType, plan.fopParams);
    const expiresAt = new Date(now.getTime() + ctx.abandonMinutes * 60_000);
    await ctx.db
      .update(payments)
      .set({
        product: plan.product,
        fopCode,
        paymentType,
        bookingPart: plan.bookingPart,
        paymentMethodId: 'refused' in card ? null : card.paymentMethodId,
        expiresAt,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    if ('refused' in card) return (await settle(ctx, payment.id, { status: 'REJECTED', errCategory: card.refused })).payment;
    let result: PaymentResult;
    try {
      result = await ctx.providers.payments.createPayment({
        amount: payment.amount,
        currency: payment.currencyCode,
        reference: referenceOf(payment),
        fopId: payment.fopId,
        fopParams: plan.fopParams,
        fopCode,
        paymentType,
        cardToken: card.cardToken,
        savedCard: card.savedCard,
        returnUrl: `${ctx.publicUrl}/webpay?webpay_id=${payment.id}`,
        expiresAt,
        deviceSessionId: plan.deviceSessionId ?? text(plan.fopParams.MP_DEVICE_SESSION_ID),
        installments: installmentsOf(plan.fopParams),
        amountDetails: paymentType === 'transfer' ? transferAmountDetails(payment.amount) : null,
      });
    } catch (error) {
      ctx.log.warn({ err: error, paymentId: payment.id }, 'payment provider failed');
      result = { status: 'REJECTED', errCategory: 'PROVIDER_ERROR', providerRef: '' };
    }
    const outcome: Outcome = {
      status: result.status,
      errCategory: result.errCategory ?? null,
      card: result.card ?? null,
      providerRef: result.providerRef || null,
      token: result.token ?? null,
      redirectUrl: result.status === 'PENDING' ? (result.redirectURL ?? statusPage(ctx, payment, fopCode, result.token ?? null)) : null,
    };
    return (await settle(ctx, payment.id, outcome)).payment;
  }

  /**
   * A server-to-provider status check of an open payment, settling it on the answer. A payment still
   * open at its expiry is abandoned: voided at the provider, and what it held is released.
   */
  async refresh(payment: PaymentRow): Promise<PaymentRow> {
    const { ctx } = this;
    if (payment.status !== 'CREATED' && payment.status !== 'PENDING') return payment;
    const expired = payment.expiresAt !== null && payment.expiresAt.getTime() <= ctx.now().getTime();
    if (!payment.providerRef)
      return expired ? (await settle(ctx, payment.id, { status: 'REJECTED', errCategory: 'ABANDONED' })).payment : payment;
    let answer: StatusAnswer;
    try {
      answer = await ctx.providers.payments.paymentStatus(payment.providerRef);
    } catch (error) {
      ctx.log.warn({ err: error, paymentId: payment.id }, 'payment status check failed');
      return payment;
    }
    if (answer.status === 'PENDING') {
      if (!expired)
        return payment.status === 'PENDING'
          ? payment
          : (await settle(ctx, payment.id, { status: 'PENDING', redirectUrl: payment.redirectUrl, card: answer.card })).payment;
      await ctx.providers.payments.refund(payment.providerRef);
      answer = await ctx.providers.payments.paymentStatus(payment.providerRef);
      if (answer.status === 'PENDING') answer = { status: 'REJECTED', errCategory: 'ABANDONED' };
    }
    return (await settle(ctx, payment.id, { status: answer.status, errCategory: answer.errCategory, card: answer.card })).payment;
  }

  /**
   * Voids an open payment because its person cancelled it in the app: checked with the provider, then
   * voided there first (the person may still be on its page), then settled from the provider's word —
   * REJECTED with our category CANCELLED, or APPROVED when the person paid meanwhile. A payment the
   * provider could not void is answered still open.
   */
  async voidOpen(payment: PaymentRow): Promise<PaymentRow> {
    const { ctx } = this;
    const checked = await this.refresh(payment);
    if (checked.status !== 'CREATED' && checked.status !== 'PENDING') return checked;
    if (!checked.providerRef) return (await settle(ctx, checked.id, { status: 'REJECTED', errCategory: 'CANCELLED' })).payment;
    let answer: StatusAnswer;
    try {
      await ctx.providers.payments.refund(checked.providerRef);
      answer = await ctx.providers.payments.paymentStatus(checked.providerRef);
    } catch (error) {
      ctx.log.warn({ err: error, paymentId: checked.id }, 'voiding a payment failed');
      return checked;
    }
    if (answer.status === 'PENDING') return checked;
    const outcome =
      answer.status === 'APPROVED'
        ? { status: answer.status, card: answer.card }
        : { status: answer.status, errCategory: 'CANCELLED', card: answer.card };
    return (await settle(ctx, checked.id, outcome)).payment;
  }

  /** The provider's signed notification (already verified): settles the payment it names, if any. */
  async applyNotification(notification: ProviderNotification): Promise<PaymentRow | null> {
    const [payment] = await this.ctx.db
      .select()
      .from(payments)
      .where(
        or(eq(payments.token, notification.token), and(eq(payments.provider, this.name), eq(payments.providerRef, notification.token))),
      );
    if (!payment) return null;
    if (notification.status === 'PENDING') return this.refresh(payment);
    return (
      await settle(this.ctx, payment.id, { status: notification.status, errCategory: notification.errCategory, card: notification.card })
    ).payment;
  }

  /**
   * Points the provider's notifications at our endpoint. The sandbox delivers them in-process (an
   * HTTP request through the app, signature and all); a real provider is configured with the URL.
   */
  connectNotifications(app: FastifyInstance): void {
    const providers = this.ctx.providers as { deliver?: unknown };
    if (!('deliver' in providers)) return;
    providers.deliver = async (body: string, signature: string) => {
      const response = await app.inject({
        method: 'POST',
        url: NOTIFICATION_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        payload: body,
      });
      return response.statusCode;
    };
  }

  /**
   * Checks the open payments of a person, or of a booking (its own or a group's it is in), so that
   * those past their expiry (abandoned) release what they hold.
   */
  async releaseAbandoned(filter: { userId?: number; bookingId?: number }): Promise<void> {
    const { ctx } = this;
    const inGroup =
      filter.bookingId !== undefined
        ? inArray(
            payments.multipleProductId,
            ctx.db
              .select({ id: multipleProductItems.multipleProductId })
              .from(multipleProductItems)
              .where(eq(multipleProductItems.bookingId, filter.bookingId)),
          )
        : undefined;
    const rows = await ctx.db
      .select()
      .from(payments)
      .where(
        and(
          filter.userId !== undefined ? eq(payments.userId, filter.userId) : undefined,
          filter.bookingId !== undefined ? or(eq(payments.bookingId, filter.bookingId), inGroup) : undefined,
          or(eq(payments.status, 'CREATED'), eq(payments.status, 'PENDING')),
        ),
      );
    for (const row of rows) await this.refresh(row);
  }

  /**
   * Settles every open payment past its expiry (anyone's), oldest first, a few at a time: what they
   * hold is released before a search or a hold counts the seats and courts (server/payments/abandoned.ts).
   * Usually finds nothing (one indexed read). Concurrent sweeps settle each payment once.
   */
  async releaseExpired(): Promise<number> {
    const { ctx } = this;
    const rows = await ctx.db
      .select()
      .from(payments)
      .where(and(inArray(payments.status, ['CREATED', 'PENDING']), lte(payments.expiresAt, ctx.now())))
      .orderBy(asc(payments.expiresAt))
      .limit(SWEEP_LIMIT);
    for (const row of rows) await this.refresh(row);
    return rows.length;
  }
}
