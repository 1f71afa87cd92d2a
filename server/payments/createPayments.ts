import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import type { Settings } from '#server/settings';
import { PurchaseTracker } from './analytics/purchases';
import { analyticsSinkFor } from './analytics/sink';
import { PaymentGateway } from './gateway';
import type { PaymentProviders } from './provider';
import { Sandbox } from './sandbox/sandbox';
import type { Notifier } from '#server/notifications/notify';

export interface PaymentsSetup {
  db: Db;
  settings: Settings;
  now: () => Date;
  log: FastifyBaseLogger;
  /** A provider adapter given by the caller (tests, a real adapter); default the one settings name. */
  providers?: PaymentProviders;
  notifier?: Notifier;
}

/** The configured provider adapter (PAYMENT_PROVIDER; the sandbox is the default and the only built-in one). */
function providersFor(setup: PaymentsSetup): PaymentProviders {
  const { settings } = setup;
  switch (settings.paymentProvider) {
    case 'sandbox':
    default:
      return new Sandbox({
        db: setup.db,
        publicUrl: settings.publicUrl,
        now: setup.now,
        secret: settings.paymentSandboxSecret,
        pendingSeconds: settings.sandboxPendingSeconds,
      });
  }
}

/** The payments of the server: the provider adapter, the gateway that settles payments, the analytics sink. */
export function createPayments(setup: PaymentsSetup): PaymentGateway {
  const { db, settings, now, log } = setup;
  return new PaymentGateway({
    db,
    providers: setup.providers ?? providersFor(setup),
    now,
    publicUrl: settings.publicUrl,
    abandonMinutes: settings.paymentAbandonMinutes,
    maxCards: settings.paymentMaxCards,
    purchases: new PurchaseTracker(analyticsSinkFor(settings.analyticsSink, db, now, log), (error) =>
      log.error({ err: error }, 'analytics sink failed'),
    ),
    log,
    notifier: setup.notifier,
  });
}
