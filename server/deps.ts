import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '#server/db/client';
import type { Mailer } from '#server/mail/mailer';
import type { Settings } from './settings';
import type { TokenService } from '#server/auth/tokens';
import type { PaymentGateway } from '#server/payments/gateway';
import type { Notifier } from '#server/notifications/notify';
import type { SocialTokenVerifier } from '#server/accounts/social/verifier';

/** What every route handler may use; built once in server/app.ts. */
export interface ServerDeps {
  db: Db;
  /** The database behind `db`: its kind and its LISTEN (the availability cache learns of changes by it). */
  database: Pick<Database, 'kind' | 'db' | 'listen'>;
  tokens: TokenService;
  mailer: Mailer;
  settings: Settings;
  log: FastifyBaseLogger;
  /** The current time; tests may pin it. */
  now(): Date;
  /** Where payments are created and settled: the gateway to the configured provider (the sandbox by default). */
  payments: PaymentGateway;
  /** The one producer of notifications (in-app, e-mail, push; live over server/realtime). */
  notifier: Notifier;
  /** Checks social-login tokens (the sandbox verifier by default; null when social login is off). */
  socialVerifier: SocialTokenVerifier | null;
}
