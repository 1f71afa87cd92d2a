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
    loginMaxFailures: Number(env.LOGIN_MAX_FAILURES ?? 5),
    loginWindowMinutes: Number(env.LOGIN_WINDOW_MINUTES ?? 15),
    emailConfirmation: env.EMAIL_CONFIRMATION === 'optional' ? 'optional' : 'required',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
