import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { parseClockAt } from './clock';

/** Everything the server reads from the environment, read once. */
export interface Settings {
  port: number;
  host: string;
  /** postgres://... → PostgreSQL server; otherwise embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  /** Redis for the live channel's adapter (socket.io rooms shared by every instance); none: one process alone. */
  redisUrl: string | undefined;
  mailFrom: string;
  /** Where players' requests for a new club go (CLUB_TEAM_EMAIL). */
  clubTeamEmail: string;
  /** Public origin of the app, used in e-mail links. */
  publicUrl: string;
  production: boolean;
  /** Folder of the built app; served when present. */
  distDir: string;
  /**
   * The login limit (server/accounts/loginFailures.ts): failures of one account within
   * loginWindowMinutes before its growing lock-outs (-48), and failures from one address before its
   * attempts are slowed down.
   */
  loginMaxFailures: number;
  loginWindowMinutes: number;
  /** LOGIN_DELAY_MS: the first of the growing delays before a login check (doubling per failure). */
  loginDelayMs: number;
  /** Registration attempts from one client within registerWindowMinutes before -48. */
  registerMaxAttempts: number;
  /**
   * The self-hosted human check (ALTCHA proof of work, server/accounts/humanCheck.ts) that confirming
   * an e-mail asks for. HUMAN_CHECK=off turns it off (tests of other flows); HUMAN_CHECK_SECRET signs
   * the challenges (unset: a random key per process, so set it when several instances serve one app);
   * HUMAN_CHECK_MAX_COUNTER bounds the work a browser does (default 20000 SHA-256 rounds at most).
   */
  humanCheck: { required: boolean; secret: string; maxCounter: number };
  /** PASSWORD_RESET_MINUTES: how long a password reset link works (default 60). */
  passwordResetMinutes: number;
  registerWindowMinutes: number;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (Fastify's trustProxy):
   * false (default: the socket address, which a client cannot forge), a hop count, or addresses/CIDRs.
   * Behind a load balancer set TRUST_PROXY=1, or every client shares the balancer's rate limits.
   */
  trustProxy: boolean | number | string[];
  /** log2 of scrypt's N (10-20) for new password hashes; each hash stores its own parameters. */
  passwordHashCost: number;
  /** 'required': new accounts must confirm their e-mail before logging in (-47). */
  emailConfirmation: 'required' | 'optional';
  logLevel: string;
  /** PAYMENT_PROVIDER: the payment provider adapter; 'sandbox' (default) is the built-in one. */
  paymentProvider: 'sandbox';
  /** PAYMENT_ABANDON_MINUTES: a payment left open this long frees what it holds (default 15). */
  paymentAbandonMinutes: number;
  /** PAYMENT_SANDBOX_SECRET: the key the sandbox signs its notifications with (HMAC-SHA256). */
  paymentSandboxSecret: string;
  /** SANDBOX_PENDING_SECONDS: how long a pending-then-approve card or a PIX payment stays pending (default 3). */
  sandboxPendingSeconds: number;
  /**
   * SOCIAL_LOGIN_PROVIDER: the verifier of social-login tokens ('sandbox', the default: the built-in
   * provider that signs test tokens itself, no third party; 'none': social login is off). A real
   * provider's verifier plugs in behind the same interface (server/accounts/social/verifier.ts).
   * SOCIAL_SANDBOX_SECRET signs the sandbox tokens (unset: a random key per process).
   */
  socialLogin: { provider: 'sandbox' | 'none'; sandboxSecret: string };
  /** PAYMENT_MAX_CARDS: saved cards per person and provider (-375, default 3). */
  paymentMaxCards: number;
  /**
   * HOLD_SECONDS: when set, every hold lasts this many seconds instead of its club's hold_minutes (for
   * demos and the browser tests of an expired hold); unset, the club's rule.
   */
  holdSeconds: number | null;
  /**
   * MIN_PLAYERS_EXPIRY_SECONDS: how often the server cancels the free bookings still short of their
   * minimum of players at their deadline (default 60; 0: this instance does not run the job). Safe with
   * several instances: each due booking is claimed by one (server/booking/reservations/minPlayersExpiry.ts).
   */
  minPlayersExpirySeconds: number;
  /**
   * WAITING_LIST_SECONDS: how often the server tells waiting lists of freed slots that no call told yet
   * (an abandoned payment found by a search, the expiry job; default 5; 0: this instance does not).
   */
  waitingListSeconds: number;
  /**
   * ATTENDANCE_SECONDS: how often the server settles ended paid bookings at clubs that take check-ins
   * (USED when checked in, a no-show otherwise; default 300; 0: this instance does not run the job).
   * Safe with several instances (server/booking/reservations/attendance.ts).
   */
  attendanceSeconds: number;
  /** ACCOUNT_CLOSURE_SECONDS: how often the job closes accounts whose closure request is 48 hours old (default 600; 0 never). */
  accountClosureSeconds: number;
  /** PUSH_TRANSPORT: 'outbox' (default: the sandbox writes each push to DATA_DIR/push-outbox) or 'off' (queued, not sent). */
  pushTransport: 'outbox' | 'off';
  /** PUSH_RETRY_SECONDS: how often pushes the provider failed are sent again, for a day (default 60; 0 never). */
  pushRetrySeconds: number;
  /** ANALYTICS_SINK: 'table' (default: events recorded locally), 'log' or 'none'. */
  analyticsSink: 'table' | 'log' | 'none';
  /**
   * MAP_TILES_URL: the map tiles' address template (https://host/{z}/{x}/{y}.png) the map pages load;
   * unset, the maps show their markers on a plain background. Its origin is added to the pages' img-src.
   */
  mapTilesUrl: string | null;
  /**
   * TLS_CERT_FILE and TLS_KEY_FILE (PEM): the server speaks HTTPS itself, HTTP/2 with HTTP/1.1 for
   * older clients; unset, plain HTTP/1.1 for a TLS proxy in front (which should speak HTTP/2 to browsers).
   */
  tls: { certFile: string; keyFile: string } | null;
  /** CLOCK_AT (tests only; refused in production): the server's clock starts at this instant (server/clock.ts). */
  clockAt: Date | null;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    smtpUrl: env.SMTP_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Courtflow <no-reply@courtflow.test>',
    clubTeamEmail: env.CLUB_TEAM_EMAIL ?? 'clubs@courtflow.test',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    production: env.NODE_ENV === 'production',
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    loginMaxFailures: positiveInteger(env.LOGIN_MAX_FAILURES, 5),
    loginWindowMinutes: positiveInteger(env.LOGIN_WINDOW_MINUTES, 15),
    loginDelayMs: env.LOGIN_DELAY_MS?.trim() === '0' ? 0 : positiveInteger(env.LOGIN_DELAY_MS, 250),
    registerMaxAttempts: positiveInteger(env.REGISTER_MAX_ATTEMPTS, 10),
    passwordResetMinutes: positiveInteger(env.PASSWORD_RESET_MINUTES, 60),
    humanCheck: {
      required: env.HUMAN_CHECK !== 'off',
      secret: env.HUMAN_CHECK_SECRET || randomBytes(32).toString('hex'),
      maxCounter: Math.max(100, positiveInteger(env.HUMAN_CHECK_MAX_COUNTER, 20_000)),
    },
    registerWindowMinutes: positiveInteger(env.REGISTER_WINDOW_MINUTES, 60),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    passwordHashCost: Math.min(20, Math.max(10, positiveInteger(env.PASSWORD_HASH_COST, 15))),
    emailConfirmation: env.EMAIL_CONFIRMATION === 'optional' ? 'optional' : 'required',
    logLevel: env.LOG_LEVEL ?? 'info',
    paymentProvider: parsePaymentProvider(env.PAYMENT_PROVIDER),
    paymentAbandonMinutes: positiveInteger(env.PAYMENT_ABANDON_MINUTES, 15),
    // Unset: a random key per process (the sandbox delivers its notifications to the instance that signed them).
    paymentSandboxSecret: env.PAYMENT_SANDBOX_SECRET || randomBytes(32).toString('hex'),
    sandboxPendingSeconds: positiveInteger(env.SANDBOX_PENDING_SECONDS, 3),
    paymentMaxCards: positiveInteger(env.PAYMENT_MAX_CARDS, 3),
    socialLogin: {
      provider: env.SOCIAL_LOGIN_PROVIDER?.trim() === 'none' ? 'none' : 'sandbox',
      sandboxSecret: env.SOCIAL_SANDBOX_SECRET || randomBytes(32).toString('hex'),
    },
    holdSeconds: env.HOLD_SECONDS ? positiveInteger(env.HOLD_SECONDS, 0) || null : null,
    minPlayersExpirySeconds: env.MIN_PLAYERS_EXPIRY_SECONDS?.trim() === '0' ? 0 : positiveInteger(env.MIN_PLAYERS_EXPIRY_SECONDS, 60),
    waitingListSeconds: env.WAITING_LIST_SECONDS?.trim() === '0' ? 0 : positiveInteger(env.WAITING_LIST_SECONDS, 5),
    attendanceSeconds: env.ATTENDANCE_SECONDS?.trim() === '0' ? 0 : positiveInteger(env.ATTENDANCE_SECONDS, 300),
    accountClosureSeconds: env.ACCOUNT_CLOSURE_SECONDS?.trim() === '0' ? 0 : positiveInteger(env.ACCOUNT_CLOSURE_SECONDS, 600),
    pushTransport: env.PUSH_TRANSPORT === 'off' ? 'off' : 'outbox',
    pushRetrySeconds: env.PUSH_RETRY_SECONDS?.trim() === '0' ? 0 : positiveInteger(env.PUSH_RETRY_SECONDS, 60),
    analyticsSink: env.ANALYTICS_SINK === 'log' || env.ANALYTICS_SINK === 'none' ? env.ANALYTICS_SINK : 'table',
    tls: parseTls(env.TLS_CERT_FILE, env.TLS_KEY_FILE),
    clockAt: parseClockAt(env.CLOCK_AT, env.NODE_ENV === 'production'),
    mapTilesUrl: parseTilesUrl(env.MAP_TILES_URL),
  };
}

/** TLS_CERT_FILE with TLS_KEY_FILE, or neither: one without the other is a mistake to stop on. */
export function parseTls(certFile: string | undefined, keyFile: string | undefined): Settings['tls'] {
  const cert = certFile?.trim() || undefined;
  const key = keyFile?.trim() || undefined;
  if (!cert && !key) return null;
  if (!cert || !key) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both (PEM files) or neither');
  return { certFile: resolve(cert), keyFile: resolve(key) };
}

/** PAYMENT_PROVIDER: only the sandbox is built in; a real adapter adds its name here. */
export function parsePaymentProvider(value: string | undefined): 'sandbox' {
  const name = value?.trim() || 'sandbox';
  if (name !== 'sandbox') throw new Error(`PAYMENT_PROVIDER=${name}: no such payment provider (built in: sandbox)`);
  return name;
}

/** TRUST_PROXY: unset/'false' → false; 'true' → true; '1' → one hop; '10.0.0.0/8,127.0.0.1' → those addresses. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A positive whole number from the environment; the default when unset or not one (never NaN). */
function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(number) && number > 0 ? number : fallback;
}

/** MAP_TILES_URL: an http(s) template with {z}, {x} and {y}; anything else is a mistake to stop on. */
export function parseTilesUrl(value: string | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (!/^https?:\/\/[^\s;,']+$/.test(url) || !['{z}', '{x}', '{y}'].every((p) => url.includes(p)))
    throw new Error('MAP_TILES_URL must be an http(s) address with {z}, {x} and {y}, e.g. https://tile.example/{z}/{x}/{y}.png');
  return url;
}
