// Fixtures of the session machine's model-based test: inputs, actor outputs, listed errors.
import type { ActorError } from '#kernel/lib/errors';
import type {
  LoadConfigOutput,
  LoadCountriesOutput,
  LoadLanguagesOutput,
  LoadProfileOutput,
  SessionAppConfig,
  SessionClaims,
  SessionInput,
} from '#machines/session/session.types';
import type { TokenValidErrorCode } from '#machines/session/session.errors';

/** An unsigned JWT with these claims (the client never verifies the signature). */
export function jwt(claims: object): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

export const playerClaims: SessionClaims = { id: 7, role: 'user', corp: null };
export const playerToken = jwt(playerClaims);
export const coachToken = jwt({ id: 12, role: 'teacher', corp: 'acme' });

const appConfig: SessionAppConfig = {
  appid: 'main',
  name: 'Courtflow',
  force_country: false,
  main_image: null,
  allowedOrigins: [],
  notifyUpdate: false,
  updateLink: null,
};
export const plainConfig: LoadConfigOutput = { env: 'test', appConfig, searchMaxDistance: 50, globalUrl: 'https://courtflow.test' };
export const forcedCountryConfig: LoadConfigOutput = { ...plainConfig, appConfig: { ...appConfig, force_country: true } };
export const notifyUpdateConfig: LoadConfigOutput = {
  ...plainConfig,
  appConfig: { ...appConfig, notifyUpdate: true, updateLink: 'https://store.test/courtflow' },
};

export const languagesOutput: LoadLanguagesOutput = {
  languages: [
    { code: 'es-CL', languageName: 'Español', localeName: 'es_CL' },
    { code: 'en', languageName: 'English', localeName: 'en_US' },
  ],
};

const country = (isoCode: string, name: string, phoneCode: string, timezone: string) => ({
  isoCode,
  name,
  phoneCode,
  timezone,
  defaultLanguageCode: 'es-CL',
  primeEnabled: false,
  fields: {},
});
export const countriesOutput: LoadCountriesOutput = {
  countries: [country('CL', 'Chile', '+56', 'America/Santiago'), country('AR', 'Argentina', '+54', 'America/Argentina/Buenos_Aires')],
};

export const profileOutput: LoadProfileOutput = {
  user: {
    id: 7,
    first_name: 'Ana',
    last_name: 'Rojas',
    email: 'ana@courtflow.test',
    language: 'es-CL',
    role: 'user',
    corp: null,
    subscription: { hasActiveSubscriptions: false, isEnabledInActiveCountry: true },
  },
};

/** Every row of the token/valid error table, with an error that falls in it. */
export const tokenErrorExamples: Record<TokenValidErrorCode, Partial<ActorError>> = {
  serviceUnavailable: { status: 503 },
  unreachable: { status: 0, code: 'NETWORK' },
  rejected: { status: 500 },
  expired: { status: 401, code: '-401' },
};

export const serverError: Partial<ActorError> = { status: 500, code: '-1' };

const base: SessionInput = { query: {}, cookies: {}, brand: 'main' };

export const inputs = {
  anonymous: base,
  cookieToken: { ...base, cookies: { token: playerToken, country: 'CL', language: 'en' } },
  injectedToken: { ...base, query: { injectauthtoken: coachToken } },
  injectedInvalid: { ...base, query: { injectauthtoken: 'invalid' }, cookies: { token: playerToken } },
  emailConfirm: {
    ...base,
    query: { action: 'CONFIRM', user_id: '7', new_email: 'ana.new@courtflow.test' },
    cookies: { token: playerToken, country: 'CL' },
  },
  emailConfirmAnonymous: {
    ...base,
    query: { action: 'CONFIRM', user_id: '7', new_email: 'ana.new@courtflow.test' },
    cookies: { country: 'CL' },
  },
} satisfies Record<string, SessionInput>;
