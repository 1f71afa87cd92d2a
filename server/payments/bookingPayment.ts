import type { Db } from '#server/db/client';
import { payments } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';
import { PurchaseTracker } from './analytics/purchases';
import { noSink } from './analytics/sink';
import { PaymentGateway } from './gateway';
import type { PaymentProvider, PaymentProviders } from './provider';
import type { PaymentRow } from './settle';

export type { PaymentRow };

export interface NewPayment {
  bookingId: number;
  userId: number;
  action: 'pay' | 'downpay';
  /** Charged in total: the booking part, the service fee and the insurance. */
  amount: number;
  currencyCode: string;
  fopId: number | null;
}

/** Records a payment about to be created with the provider (CREATED), in the booking's transaction. */
export async function recordPayment(tx: Tx, payment: NewPayment, providerName: string, now: Date): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({ ...payment, provider: providerName, status: 'CREATED', createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/** A gateway for a bare provider (no status checks or pages): it settles on the provider's first answer. */
function bareGateway(db: Db, provider: PaymentProvider, now: () => Date): PaymentGateway {
  const unsupported = async () => {
    throw new Error(`provider ${provider.name} has no status checks`);
  };
  const providers = {
    name: provider.name,
    payments: {
      ...provider,
      name: provider.name,
      createPayment: provider.createPayment.bind(provider),
      paymentStatus: provider.paymentStatus?.bind(provider) ?? unsupported,
      refund: provider.refund?.bind(provider) ?? (async () => {}),
    },
  } as unknown as PaymentProviders;
  return new PaymentGateway({
    db,
    providers,
    now,
    publicUrl: '',
    abandonMinutes: 15,
    maxCards: 3,
    purchases: new PurchaseTracker(noSink),
    log: { info: () => {}, warn: () => {}, error: () => {} },
  });
}

/**
 * The payment of a booking made by bookingsv2: created with the provider after the booking's commit
 * (no network wait while holding locks) and settled on its answer (server/payments/settle.ts):
 * APPROVED pays the booking (PAYED, or PARTIALLY_PAYED for a downpay); REJECTED cancels it, freeing
 * the court and giving back coupons and codes; PENDING keeps the court until the payment's expiry
 * (the abandon time) while the person is on the provider's page. A provider that throws counts as a
 * rejection.
 */
export async function settlePayment(
  db: Db,
  provider: PaymentProvider,
  payment: PaymentRow,
  bookingPart: number,
  fopParams: Record<string, unknown>,
  now: () => Date,
): Promise<PaymentRow> {
  const gateway = provider instanceof PaymentGateway ? provider : bareGateway(db, provider, now);
  return gateway.begin(payment, { product: 'booking', bookingPart, fopParams, deviceSessionId: null });
}
