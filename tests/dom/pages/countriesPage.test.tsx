import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { sessionSelectors } from '#machines/session';
import CountriesPage from '#features/profile/CountriesPage';
import { renderScreen } from '../support/renderScreen';
import { startFakeSession, TEST_CONFIG } from '../support/fakeSession';

afterEach(cleanup);

describe('CountriesPage (/profile/countries)', () => {
  it('asks for a country when the configuration forces it, then goes back', async () => {
    const session = await startFakeSession({ config: { ...TEST_CONFIG, appConfig: { ...TEST_CONFIG.appConfig, force_country: true } } });
    expect(sessionSelectors.mustChooseCountry(session.getSnapshot())).toBe(true);
    const { router } = await renderScreen(CountriesPage, {
      routeId: 'profile.countries',
      url: '/profile/countries?returnTo=%2Fbookings',
      session,
    });
    expect(screen.getByText('Elige tu país')).toBeTruthy();
    const chile = screen.getByRole('radio', { name: /Chile/ }) as HTMLInputElement;
    expect(chile.checked).toBe(false);
    await act(async () => {
      fireEvent.click(chile);
    });
    expect(sessionSelectors.mustChooseCountry(session.getSnapshot())).toBe(false);
    expect(sessionSelectors.country(session.getSnapshot())).toBe('CL');
    expect(router.state.location.pathname).toBe('/bookings');
  });

  it('shows Chile as the country when none was chosen and nothing is forced', async () => {
    await renderScreen(CountriesPage, { routeId: 'profile.countries', url: '/profile/countries' });
    expect((screen.getByRole('radio', { name: /Chile/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Elige tu país')).toBeNull();
  });
});
