import type { Meta } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { waitFor } from 'xstate';
import CountriesPage from '#features/profile/CountriesPage';
import LanguagesPage from '#features/profile/LanguagesPage';
import ProfileMenuPage from '#features/profile/ProfileMenuPage';
import { sessionSelectors, type SessionCountry } from '#machines/session';
import { startFakeSession, startLoggedInFakeSession, TEST_CONFIG } from '../../tests/dom/support/fakeSession';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

export default { title: 'Profile' } satisfies Meta;

const country = (isoCode: string, name: string, phoneCode: string, timezone: string, defaultLanguageCode: string): SessionCountry => ({
  isoCode,
  name,
  phoneCode,
  timezone,
  defaultLanguageCode,
  primeEnabled: false,
  fields: {},
});
const COUNTRIES = [
  country('CL', 'Chile', '+56', 'America/Santiago', 'es-CL'),
  country('AR', 'Argentina', '+54', 'America/Argentina/Buenos_Aires', 'es-AR'),
  country('CO', 'Colombia', '+57', 'America/Bogota', 'es-CO'),
  country('BR', 'Brasil', '+55', 'America/Sao_Paulo', 'pt-BR'),
];
const PROFILE = {
  id: 10,
  first_name: 'Pía',
  last_name: 'Soto Valenzuela',
  email: 'pia.soto@courtflow.test',
  language: 'es-CL',
  role: 'user',
  corp: null,
  subscription: { hasActiveSubscriptions: false, isEnabledInActiveCountry: false },
};

type Session = Awaited<ReturnType<typeof startFakeSession>>;

/** A profile screen over a fake session (the real session machine, its calls answered at once). */
const profileStory = (Screen: ComponentType, routeId: string, url: string, session: () => Promise<Session>) =>
  screenStory(async (language) => (await createScreenHarness(Screen, { routeId, url, session: await session(), language })).element);

export const MenuSignedOut = profileStory(ProfileMenuPage, 'profile.menu', '/profile/menu', () => startFakeSession());
export const MenuSignedIn = profileStory(ProfileMenuPage, 'profile.menu', '/profile/menu', async () => {
  const session = await startLoggedInFakeSession(10, { profile: PROFILE });
  await waitFor(session, (s) => sessionSelectors.profile(s) !== null);
  return session;
});
export const MenuProfileUnavailable = profileStory(ProfileMenuPage, 'profile.menu', '/profile/menu', () => startLoggedInFakeSession(10));
export const Languages = profileStory(LanguagesPage, 'profile.languages', '/profile/languages', () => startFakeSession());
export const Countries = profileStory(CountriesPage, 'profile.countries', '/profile/countries', () =>
  startFakeSession({ countries: COUNTRIES }),
);
export const CountryMustBeChosen = profileStory(CountriesPage, 'profile.countries', '/profile/countries?returnTo=%2Fbookings', () =>
  startFakeSession({ countries: COUNTRIES, config: { ...TEST_CONFIG, appConfig: { ...TEST_CONFIG.appConfig, force_country: true } } }),
);
