import { resolve } from 'node:path';

/** Everything the server reads from the environment, read once. */
export interface Settings {
  port: number;
  host: string;
  /** postgres://... → PostgreSQL server; otherwise embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Public origin of the app, used in e-mail links. */
  publicUrl: string;
  production: boolean;
  /** Folder of the built app; served when present. */
  distDir: string;
  /** Failed logins from one client within loginWindowMinutes before -48. */
  loginMaxFailures: number;
  loginWindowMinutes: number;
  /** Registration attempts from one client within registerWindowMinutes before -48. */
  registerMaxAttempts: number;
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
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Courtflow <no-reply@courtflow.test>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    production: env.NODE_ENV === 'production',
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    loginMaxFailures: positiveInteger(env.LOGIN_MAX_FAILURES, 5),
    loginWindowMinutes: positiveInteger(env.LOGIN_WINDOW_MINUTES, 15),
    registerMaxAttempts: positiveInteger(env.REGISTER_MAX_ATTEMPTS, 10),
    registerWindowMinutes: positiveInteger(env.REGISTER_WINDOW_MINUTES, 60),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    passwordHashCost: Math.min(20, Math.max(10, positiveInteger(env.PASSWORD_HASH_COST, 15))),
    emailConfirmation: env.EMAIL_CONFIRMATION === 'optional' ? 'optional' : 'required',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

/** TRUST_PROXY: unset/'false' → false; 'true' → true; '1' → one hop; '10.0.0.0/8,127.0.0.1' → those addresses. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}

/** A positive whole number from the environment; the default when unset or not one (never NaN). */
function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(number) && number > 0 ? number : fallback;
}
