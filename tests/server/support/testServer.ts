import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { EndpointDef, EndpointId } from '#kernel/contract';
import { buildApp } from '#server/app';
import type { Database, Db } from '#server/db/client';
import { DEMO_PASSWORD } from '#server/db/seed/demoAccounts';
import type { ServerDeps } from '#server/deps';
import { createMailer } from '#server/mail/createMailer';
import type { Mailer } from '#server/mail/mailer';
import type { Settings } from '#server/settings';
import { callEndpoint, type CallInput, type CallResult } from './callEndpoint';
import { readOutbox, type OutboxMail } from './outbox';
import { openTestDatabase } from './testDatabase';
import { testSettings } from './testSettings';
import { findUserId } from './users';

export interface TestServerOptions {
  /** Overrides of the test settings (e.g. emailConfirmation, loginMaxFailures). */
  settings?: Partial<Settings>;
  /** The server's clock (rate-limit windows and timestamps); default the real time. */
  now?: () => Date;
  /** Also listen on 127.0.0.1 on a free port (baseUrl is set then). */
  listen?: boolean;
  /** Replace the outbox mailer, e.g. with one that fails. */
  mailer?: Mailer;
  /** Turn the server's logger on at every level and write its lines here (the logging tests read them). */
  logStream?: NodeJS.WritableStream;
}

export interface TestServer {
  app: FastifyInstance;
  deps: ServerDeps;
  db: Db;
  database: Database;
  settings: Settings;
  /** http://127.0.0.1:<port> when listen was asked for. */
  baseUrl: string | undefined;
  /** Where the outbox mailer writes e-mails (DATA_DIR/outbox). */
  outboxDir: string;
  outbox(): OutboxMail[];
  call(endpoint: EndpointId | EndpointDef, input?: CallInput): Promise<CallResult>;
  /** Logs in (demo password by default) and answers the token; throws when the login fails. */
  login(email: string, password?: string): Promise<string>;
  /** The id of the account with this e-mail (case-insensitive); throws when there is none. */
  userId(email: string): Promise<number>;
  close(): Promise<void>;
}

/** A server on a fresh migrated and seeded database of its own (see testDatabase.ts), logger off. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const settings = testSettings({ ...(options.logStream ? { logLevel: 'trace' } : {}), ...options.settings });
  const { database, drop } = await openTestDatabase();
  const mailer = options.mailer ?? createMailer(settings, { info: () => {} });
  const logging = options.logStream ? { logger: true, logStream: options.logStream } : { logger: false };
  const { app, deps } = await buildApp({ database, settings, mailer, now: options.now, ...logging });
  let baseUrl: string | undefined;
  if (options.listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address && typeof address === 'object') baseUrl = `http://127.0.0.1:${address.port}`;
  } else {
    await app.ready();
  }
  const call = (endpoint: EndpointId | EndpointDef, input?: CallInput) => callEndpoint(app, endpoint, input);
  const outboxDir = join(settings.dataDir, 'outbox');
  return {
    app,
    deps,
    db: database.db,
    database,
    settings,
    baseUrl,
    outboxDir,
    outbox: () => readOutbox(outboxDir),
    call,
    async login(email, password = DEMO_PASSWORD) {
      const response = await call('login', { body: { email, password }, remoteAddress: '127.0.0.254' });
      if (response.status !== 200) throw new Error(`login ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.token as string;
    },
    userId: (email) => findUserId(database.db, email),
    async close() {
      await app.close();
      await drop();
    },
  };
}
