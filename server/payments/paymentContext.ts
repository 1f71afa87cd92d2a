import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import type { PurchaseTracker } from './analytics/purchases';
import type { PaymentProviders } from './provider';
import type { Notifier } from '#server/notifications/notify';

/** What the payment code needs, built once in server/app.ts (deps.payments carries it). */
export interface PaymentContext {
  db: Db;
  providers: PaymentProviders;
  now: () => Date;
  publicUrl: string;
  /** A payment left open this long frees what it holds. */
  abandonMinutes: number;
  maxCards: number;
  purchases: PurchaseTracker;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Tells the payer when a payment settles (absent in tests of the payment code alone). */
  notifier?: Notifier;
}
