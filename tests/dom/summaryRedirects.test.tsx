// /multiple_product_summary/{id} redirects to the main product's summary (or to the bookings on an
// error); /calendar_consent shows its errorMsg as text, never as markup.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import MultipleProductSummaryPage from '#features/booking/summary/MultipleProductSummaryPage';
import CalendarConsentPage from '#features/statusPages/CalendarConsentPage';
import { renderScreen } from './support/renderScreen';

afterEach(cleanup);

const apiAnswering = (answer: unknown): Partial<ApiClient> => ({
  call: (async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  }) as ApiClient['call'],
});

describe('/multiple_product_summary/:id', () => {
  it('goes to the main product’s summary', async () => {
    const { router } = await renderScreen(MultipleProductSummaryPage, {
      routeId: 'multiple_product_summary',
      url: '/multiple_product_summary/9',
      api: apiAnswering({ error: false, code: '0', items: [{ productId: 1, productTransactionId: 41 }] }),
    });
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/summary/41');
  });

  it('another user’s group (404) goes to the bookings', async () => {
    const { router } = await renderScreen(MultipleProductSummaryPage, {
      routeId: 'multiple_product_summary',
      url: '/multiple_product_summary/9',
      api: apiAnswering(new ApiError('getMultipleProduct', 404, { code: '-404', message: 'Not found' })),
    });
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bookings');
  });
});

describe('/calendar_consent', () => {
  it('shows errorMsg as text: markup in it stays text', async () => {
    const errorMsg = '<img src=x onerror=alert(1)> Acceso denegado';
    await renderScreen(CalendarConsentPage, {
      routeId: 'calendar_consent',
      url: `/calendar_consent?errorMsg=${encodeURIComponent(errorMsg)}`,
    });
    const shown = await screen.findByTestId('calendar-consent-error');
    expect(shown.textContent).toBe(errorMsg);
    expect(shown.querySelector('img')).toBeNull();
  });

  it('without errorMsg it says the calendar is connected', async () => {
    await renderScreen(CalendarConsentPage, { routeId: 'calendar_consent', url: '/calendar_consent' });
    expect((await screen.findByTestId('calendar-consent')).textContent).toMatch(/Calendario conectado/);
  });
});
