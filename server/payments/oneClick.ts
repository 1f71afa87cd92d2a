import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { oneClickEnrolments, paymentMethods, payments } from '#server/db/schema';
import { inTransaction } from '#server/db/transaction';
import { noAccess } from '#server/http/apiFailure';
import type { PaymentGateway } from './gateway';
import type { PaymentContext } from './paymentContext';
import { bookingPlaceOf, productOf } from './webpayStatus';

// One-click (WEBPAYONECLICK): enrolment on the provider's page and its result by token, the
// enrolled cards, and a one-click payment's status by id (spec part 2 §3 "One-click info", §4
// "One-click enrolment status", §7 "Payment status").

const ENROLMENT_MINUTES = 15;

/**
 * Starts an enrolment on the provider's page. `returnTo` (an internal path, checked by the contract) rides
 * on the return URL: the result page goes on there once the card is enrolled (the booking it was
 * started from, issue 9 item 3).
 */
export async function startEnrolment(
  ctx: PaymentContext,
  userId: number,
  source: string,
  returnTo?: string,
): Promise<{ redirectURL: string }> {
  const now = ctx.now();
  const { token, url } = await ctx.providers.oneClick.startEnrolment({
    reference: `oneclick-user-${userId}-${randomUUID()}`,
    returnUrl: `${ctx.publicUrl}/webpayoneclickenroll${returnTo ? `?${new URLSearchParams({ returnTo })}` : ''}`,
    expiresAt: new Date(now.getTime() + ENROLMENT_MINUTES * 60_000),
  });
  await ctx.db.insert(oneClickEnrolments).values({ userId, token, source, status: 'PENDING', createdAt: now });
  return { redirectURL: url };
}

const info = (fields: Partial<OneClickInfo>): OneClickInfo => ({
  enrolled: 0,
  source: null,
  responsecode: '',
  charged: 0,
  chargedAmount: null,
  chargedAmount_formatted: null,
  chargedCurrencyId: null,
  urlRedirection: null,
  creditcardtype: null,
  last4carddigits: null,
  ...fields,
});

export interface OneClickInfo {
  enrolled: number;
  source: string | null;
  responsecode: string;
  charged: number;
  chargedAmount: number | null;
  chargedAmount_formatted: string | null;
  chargedCurrencyId: string | null;
  urlRedirection: string | null;
  creditcardtype: string | null;
  last4carddigits: string | null;
  errCategory?: string | null;
  booking?: { clubId: number; sportId: number; courtId: number; date: string; time: string; timespan: number } | null;
}

/**
 * An enrolment's result by its token, checked with the provider while open: the card is saved once
 * however many times the page asks (unique provider token, compare-and-swap on the enrolment).
 * Anyone with the token may read it, except another logged-in user (404).
 */
export async function enrolmentInfo(ctx: PaymentContext, token: string, callerId: number | null): Promise<OneClickInfo> {
  const [enrolment] = await ctx.db.select().from(oneClickEnrolments).where(eq(oneClickEnrolments.token, token));
  if (!enrolment || (callerId !== null && enrolment.userId !== callerId)) throw noAccess();
  let row = enrolment;
  if (row.status === 'PENDING') {
    const answer = await ctx.providers.oneClick.enrolmentStatus(token);
    const now = ctx.now();
    if (answer.status === 'ENROLLED') {
      row = await inTransaction(ctx.db, async (tx) => {
        const inserted = await tx
          .insert(paymentMethods)
          .values({
            userId: row.userId,
            provider: 'WEBPAYONECLICK',
            providerToken: answer.cardToken,
            bin: answer.card.bin,
            last4: answer.card.last4,
            cardType: answer.card.type,
            brand: answer.card.brand,
            createdAt: now,
          })
          .onConflictDoNothing({ target: [paymentMethods.provider, paymentMethods.providerToken] })
          .returning({ id: paymentMethods.id });
        const methodId =
          inserted[0]?.id ??
          (
            await tx
              .select({ id: paymentMethods.id })
              .from(paymentMethods)
              .where(and(eq(paymentMethods.provider, 'WEBPAYONECLICK'), eq(paymentMethods.providerToken, answer.cardToken)))
          )[0].id;
        const [settled] = await tx
          .update(oneClickEnrolments)
          .set({ status: 'ENROLLED', paymentMethodId: methodId, settledAt: now })
          .where(and(eq(oneClickEnrolments.id, row.id), eq(oneClickEnrolments.status, 'PENDING')))
          .returning();
        return settled ?? (await tx.select().from(oneClickEnrolments).where(eq(oneClickEnrolments.id, row.id)))[0];
      });
    } else if (answer.status === 'FAILED') {
      const [settled] = await ctx.db
        .update(oneClickEnrolments)
        .set({ status: 'FAILED', settledAt: now })
        .where(and(eq(oneClickEnrolments.id, row.id), eq(oneClickEnrolments.status, 'PENDING')))
        .returning();
      row = settled ?? (await ctx.db.select().from(oneClickEnrolments).where(eq(oneClickEnrolments.id, row.id)))[0];
    }
  }
  if (row.status === 'PENDING') return info({ source: row.source });
  if (row.status === 'FAILED') return info({ source: row.source, responsecode: '-1' });
  const [card] = row.paymentMethodId ? await ctx.db.select().from(paymentMethods).where(eq(paymentMethods.id, row.paymentMethodId)) : [];
  return info({
    enrolled: 1,
    source: row.source,
    responsecode: '0',
    creditcardtype: card?.cardType ?? null,
    last4carddigits: card?.last4 ?? null,
  });
}

function formatted(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('es-CL', { style: 'currency', currency }).format(
      amount / 10 ** (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 0),
    );
  } catch {
    return String(amount);
  }
}

/** A one-click payment of the caller by id: checked with the provider while open. */
export async function oneClickPaymentInfo(gateway: PaymentGateway, paymentId: number, callerId: number): Promise<OneClickInfo> {
  const { ctx } = gateway;
  const [found] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, callerId)));
  if (!found || found.fopCode !== 'WEBPAYONECLICK') throw noAccess();
  const payment = await gateway.refresh(found);
  const settled = payment.status === 'APPROVED' || payment.status === 'REJECTED';
  return info({
    enrolled: 1,
    source: payment.product,
    responsecode: !settled ? '' : payment.status === 'APPROVED' ? '0' : '-1',
    charged: payment.status === 'APPROVED' ? 1 : 0,
    chargedAmount: payment.amount,
    chargedAmount_formatted: formatted(payment.amount, payment.currencyCode),
    chargedCurrencyId: payment.currencyCode,
    urlRedirection: `${ctx.publicUrl}${productOf(payment).summaryPath}`,
    creditcardtype: payment.cardType,
    last4carddigits: payment.cardLast4,
    errCategory: payment.status === 'REJECTED' ? (payment.errCategory ?? 'REJECTED') : null,
    booking: await bookingPlaceOf(gateway, payment),
  });
}

/** The caller's one-click cards. */
export async function oneClickCards(ctx: PaymentContext, userId: number) {
  return ctx.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.provider, 'WEBPAYONECLICK'), isNull(paymentMethods.deletedAt)));
}
