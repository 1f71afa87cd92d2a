import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { ApiClient } from '#api/client';
import OneClickPaymentPage from '#features/payments/status/OneClickPaymentPage';
import WebpayStatusPage from '#features/payments/status/WebpayStatusPage';
import ErrorPage from '#features/statusPages/ErrorPage';
import { startFakeSession } from '../../support/fakeSession';
import { renderScreen } from '../../support/renderScreen';

// One payment-result screen for every provider (issue 9, item 7): the card provider's rejection
// (/book/error, the spec's routing), Webpay and MercadoPago coming back to /webpay, and a one-click
// payment (/webpayoneclick) say the same thing and offer the same ways on: rejected → another card
// (back to the summary, the cashier open) or another slot (the same search); cancelled by the
// player on the provider's page (Anular) → back to the summary, reported as cancelled, never as
// "rejected".

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const BOOKING = { clubId: 1, sportId: 1, courtId: 2, date: '2026-03-03', time: '19:00:00', timespan: 90 };
const SUMMARY = '/book/summary?sportId=1&clubId=1&date=2026-03-03&time=19:00:00&timespan=90&courtId=2';
const SLOTS = '/book/slots?sportId=1&clubId=1&date=2026-03-03&time=19:00:00&timespan=90';

const webpayAnswer = (errCategory: string) => ({
  status: 'REJECTED',
  source: 'booking',
  webpay_id: '7',
  url_redirection: 'http://localhost/payments/return',
  tokenposturl: null,
  productId: 1,
  productTransactionId: 42,
  errCategory,
  booking: BOOKING,
});

const oneClickAnswer = (errCategory: string) => ({
  enrolled: 1,
  source: 'booking',
  responsecode: '-1',
  charged: 0,
  chargedAmount: 36000,
  chargedAmount_formatted: '$36.000',
  chargedCurrencyId: 'CLP',
  urlRedirection: 'http://localhost/summary/42',
  creditcardtype: 'credit',
  last4carddigits: '6623',
  errCategory,
  booking: BOOKING,
});

function answering(value: unknown): Partial<ApiClient> {
  return { call: (async () => value) as ApiClient['call'] };
}

async function render(Page: Parameters<typeof renderScreen>[0], routeId: string, url: string, api?: Partial<ApiClient>) {
  const session = await startFakeSession();
  await renderScreen(Page, { routeId, url, session, api });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('rejected: another card or another slot, the search kept', () => {
  it('the card provider (/book/error, as the booking flow opens it)', async () => {
    const query = new URLSearchParams({
      status: '400',
      title: 'payment_error',
      message: 'payment_error_message',
      errCategory: 'REJECTED_BY_ISSUER',
      retry: SUMMARY,
      search: SLOTS,
    });
    await render(ErrorPage, 'book.error', `/book/error?${query}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Pago rechazado' })).toBeTruthy();
    expect(link('Probar con otro medio de pago')).toBe(`${SUMMARY}&payment=1`);
    expect(link('Buscar otro horario')).toBe(SLOTS);
    expect(link('Ir a mis reservas')).toBe('/bookings');
  });

  it('Webpay back on /webpay', async () => {
    await render(WebpayStatusPage, 'webpay', '/webpay?webpay_id=7', answering(webpayAnswer('REJECTED_BY_ISSUER')));
    expect(screen.getByRole('heading', { level: 2, name: 'Pago rechazado' })).toBeTruthy();
    expect(link('Probar con otro medio de pago')).toBe(`${SUMMARY}&payment=1`);
    expect(link('Buscar otro horario')).toBe(SLOTS);
  });

  it('a one-click payment on /webpayoneclick', async () => {
    await render(OneClickPaymentPage, 'webpayoneclick', '/webpayoneclick?id=7', answering(oneClickAnswer('REJECTED_BY_ISSUER')));
    expect(screen.getByRole('heading', { level: 2, name: 'Pago rechazado' })).toBeTruthy();
    expect(link('Probar con otro medio de pago')).toBe(`${SUMMARY}&payment=1`);
    expect(link('Buscar otro horario')).toBe(SLOTS);
  });
});

describe('cancelled by the player on the provider page (Anular): back to the summary, never "rejected"', () => {
  it('Webpay back on /webpay', async () => {
    await render(WebpayStatusPage, 'webpay', '/webpay?webpay_id=7', answering(webpayAnswer('ABORTED')));
    expect(screen.getByRole('heading', { level: 2, name: 'Pago anulado' })).toBeTruthy();
    expect(screen.queryByText(/rechaz/i)).toBeNull();
    expect(link('Volver al resumen')).toBe(SUMMARY);
    expect(link('Buscar otro horario')).toBe(SLOTS);
  });

  it('on /book/error too (the provider sent the player back through our return)', async () => {
    const query = new URLSearchParams({
      status: '400',
      title: 'payment_error',
      message: 'payment_error_message',
      errCategory: 'ABORTED',
      retry: SUMMARY,
      search: SLOTS,
    });
    await render(ErrorPage, 'book.error', `/book/error?${query}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Pago anulado' })).toBeTruthy();
    expect(screen.queryByText(/rechaz/i)).toBeNull();
    expect(link('Volver al resumen')).toBe(SUMMARY);
  });
});

describe('the ways on', () => {
  it('without the booking (an older link): another slot is the start screen, my bookings stays', async () => {
    const query = new URLSearchParams({ status: '400', title: 'payment_error', message: 'payment_error_message' });
    await render(ErrorPage, 'book.error', `/book/error?${query}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Pago rechazado' })).toBeTruthy();
    expect(link('Buscar otro horario')).toBe('/book/search');
    expect(screen.queryByRole('link', { name: 'Probar con otro medio de pago' })).toBeNull();
  });

  it('addresses that leave the app are not followed', async () => {
    const query = new URLSearchParams({
      status: '400',
      title: 'payment_error',
      errCategory: 'REJECTED',
      retry: 'https://evil.example/book/summary',
      search: '//evil.example',
    });
    await render(ErrorPage, 'book.error', `/book/error?${query}`);
    expect(screen.queryByRole('link', { name: 'Probar con otro medio de pago' })).toBeNull();
    expect(link('Buscar otro horario')).toBe('/book/search');
  });

  it('too many attempts (FOP_SPEED): the speed texts, no retry now', async () => {
    const query = new URLSearchParams({ status: '400', title: 'speed', message: 'speed_message', retry: SUMMARY, search: SLOTS });
    await render(ErrorPage, 'book.error', `/book/error?${query}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Demasiados intentos de pago' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Probar con otro medio de pago' })).toBeNull();
    expect(link('Buscar otro horario')).toBe(SLOTS);
  });
});
