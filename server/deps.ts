import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { Settings } from './settings';
import type { TokenService } from './auth/tokens';
import type { PaymentGateway } from './payments/gateway';

/** What every route handler may use; built once in server/app.ts. */
export interface ServerDeps {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  settings: Settings;
  log: FastifyBaseLogger;
  /** The current time; tests may pin it. */
  now(): Date;
  /** Where payments are created and settled: the gateway to the configured provider (the sandbox by default). */
  payments: PaymentGateway;
}
