import { createActor, fromPromise, waitFor } from 'xstate';
import {
  sessionMachine,
  sessionSelectors,
  type LoadConfigOutput,
  type LoadCountriesOutput,
  type LoadLanguagesOutput,
  type LoadProfileInput,
  type LoadProfileOutput,
  type SessionInput,
} from '#machines/session';
import type { SessionActor } from '#app/session/createSession';

export const TEST_CONFIG: LoadConfigOutput = {
  env: 'test',
  appConfig: {
    appid: 'main',
    name: 'Courtflow',
    force_country: false,
    main_image: null,
    allowedOrigins: [{ origin: 'https://pay.partner.test', allowedScopes: ['payment'] }],
    notifyUpdate: false,
    updateLink: null,
  },
  searchMaxDistance: 50,
  globalUrl: 'http://localhost:3000',
};

/** A started session actor whose settings calls answer at once (no server). */
export async function startFakeSession(
  overrides: {
    config?: LoadConfigOutput;
    input?: Partial<SessionInput>;
    countries?: LoadCountriesOutput['countries'];
    profile?: LoadProfileOutput['user'];
  } = {},
): Promise<SessionActor> {
  const machine = sessionMachine.provide({
    actors: {
      loadConfig: fromPromise<LoadConfigOutput>(async () => overrides.config ?? TEST_CONFIG),
      loadLanguages: fromPromise<LoadLanguagesOutput>(async () => ({
        languages: [
          { code: 'es-CL', languageName: 'Español', localeName: 'Español (Chile)' },
          { code: 'en', languageName: 'English', localeName: 'English' },
          { code: 'pt-BR', languageName: 'Português', localeName: 'Português (Brasil)' },
        ],
      })),
      loadCountries: fromPromise<LoadCountriesOutput>(async () => ({ countries: overrides.countries ?? [] })),
      // Without a profile the session's own placeholder fails, as a profile that could not load.
      ...(overrides.profile
        ? { loadProfile: fromPromise<LoadProfileOutput, LoadProfileInput>(async () => ({ user: overrides.profile! })) }
        : {}),
    },
  });
  const actor = createActor(machine, {
    input: { query: {}, cookies: {}, brand: 'main', browserLanguage: 'es-CL', online: true, ...overrides.input },
  }) as unknown as SessionActor;
  actor.start();
  await waitFor(actor, (s) => !sessionSelectors.isBooting(s));
  return actor;
}

/** A JWT-shaped token with the claims the session decodes (the app does not check its signature). */
export const fakeToken = (claims: { id: number; role: string; corp: string | null }) =>
  `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

/** A fake session with this player logged in. */
export async function startLoggedInFakeSession(
  userId: number,
  overrides: Parameters<typeof startFakeSession>[0] = {},
): Promise<SessionActor> {
  const session = await startFakeSession(overrides);
  session.send({ type: 'session.login', token: fakeToken({ id: userId, role: 'user', corp: null }) });
  await waitFor(session, (s) => sessionSelectors.userId(s) === userId);
  return session;
}
