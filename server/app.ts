import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { contractValidatorCompiler } from '#server/http/contractValidator';
import { FRONT_ID_HEADER } from '#kernel/contract';
import type { Database } from '#server/db/client';
import { createSocialVerifier } from '#server/accounts/social/createVerifier';
import type { ServerDeps } from './deps';
import { TokenService } from '#server/auth/tokens';
import { envelope, installErrorHandler } from '#server/http/errorHandler';
import { readFrontId } from '#server/http/frontId';
import { loggerOptions } from '#server/http/logging';
import { notAPageHeaders, registerSecurityHeaders } from '#server/http/securityHeaders';
import { isSpaRequest, serveSpa } from '#server/http/spa';
import { registerCompression } from '#server/http/compression';
import { transportOptions } from '#server/http/transport';
import type { Mailer } from '#server/mail/mailer';
import { createPayments } from '#server/payments/createPayments';
import type { PaymentProviders } from '#server/payments/provider';
import { routeModules } from './routes';
import { Notifier } from '#server/notifications/notify';
import { PushSender } from '#server/notifications/push/pushSender';
import { createPushTransport } from '#server/notifications/push/pushTransport';
import { attachLiveChannel } from '#server/realtime/liveChannel';
import type { Settings } from './settings';
import { COMMON_ERRORS } from '#kernel/contract';

export interface AppOptions {
  database: Database;
  settings: Settings;
  mailer: Mailer;
  /** Pin the clock in tests. */
  now?: () => Date;
  logger?: boolean;
  /** The payment provider adapter; default the one PAYMENT_PROVIDER names (the sandbox). */
  paymentProviders?: PaymentProviders;
  /** Where log lines go (default stdout); tests capture them. */
  logStream?: NodeJS.WritableStream;
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** Builds the API (and, when a build exists, the app) on one Fastify instance. */
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; deps: ServerDeps }> {
  const { database, settings } = options;
  const app = Fastify({
    ...transportOptions(settings),
    logger: options.logger === false ? false : loggerOptions(settings.logLevel, options.logStream),
    trustProxy: settings.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 1_048_576,
    // E-mail addresses travel in paths (change-email); Fastify's default of 100 would answer 414.
    routerOptions: { maxParamLength: 1024 },
    // A URL the router cannot decode (`/%c0%ae`, `/%`) is bad input like any other: the envelope.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .headers(notAPageHeaders())
        .send(envelope(COMMON_ERRORS.INVALID_INPUT, error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Bad request'));
    },
  } as FastifyServerOptions) as unknown as FastifyInstance;
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Courtflow API', version: '1' } },
    transform: jsonSchemaTransform,
  });

  const now = options.now ?? (() => new Date());
  const pushTransport = createPushTransport(settings);
  const push = pushTransport ? new PushSender({ db: database.db, transport: pushTransport, now, log: app.log }) : null;
  const notifier = new Notifier({ db: database.db, mailer: options.mailer, publicUrl: settings.publicUrl, now, log: app.log, push });
  const deps: ServerDeps = {
    db: database.db,
    database,
    tokens: await TokenService.create(database.db, process.env.JWT_SECRET),
    mailer: options.mailer,
    settings,
    log: app.log,
    now,
    payments: createPayments({ db: database.db, settings, now, log: app.log, providers: options.paymentProviders, notifier }),
    notifier,
    socialVerifier: createSocialVerifier(settings.socialLogin),
  };

  // The payment provider's origin (its script, API and pages) besides our public one.
  const providerOrigins = [settings.publicUrl, deps.payments.ctx.providers.tokenPostUrl]
    .map(originOf)
    .filter((o): o is string => o !== null);
  registerSecurityHeaders(app, { distDir: settings.distDir, providerOrigins, mapTilesUrl: settings.mapTilesUrl });

  const frontId = readFrontId(settings.distDir);
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) {
      reply.header(FRONT_ID_HEADER, frontId);
      reply.header('cache-control', 'no-store');
    }
  });

  await registerCompression(app, settings.distDir);
  for (const register of routeModules) register(app, deps);
  deps.payments.connectNotifications(app);
  await attachLiveChannel(app, deps);
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const spa = await serveSpa(app, settings.distDir);
  app.setNotFoundHandler((request, reply) => {
    if (spa && isSpaRequest(request.method, request.url)) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send(envelope(COMMON_ERRORS.NO_ACCESS, `No route ${request.method} ${request.url.split('?')[0]}`));
  });

  return { app, deps };
}
