import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ONE_CLICK_POLL_MS } from '#machines/oneClickEnrolment';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import OneClickEnrolPage from '#features/payments/status/OneClickEnrolPage';
import OneClickPaymentPage from '#features/payments/status/OneClickPaymentPage';
import type { EndpointDef } from '#kernel/contract/endpoint';
import { startFakeSession } from '../../support/fakeSession';
import { renderScreen } from '../../support/renderScreen';

vi.mock('#shell/externalNavigation', () => ({ goToExternalUrl: vi.fn() }));
const { goToExternalUrl } = await import('#shell/externalNavigation');

// /webpayoneclickenroll and /webpayoneclick over the oneClickEnrolment machine: polled every second
// while the response code is empty; enrolled 1 is OK, anything else or an error is ERROR.

const TOKEN = 'sbx_0123456789abcdef0123456789abcdef';

const info = (over: Partial<Record<string, unknown>> = {}) => ({
  enrolled: 0,
  source: 'profile',
  responsecode: '',
  charged: 0,
  chargedAmount: null,
  chargedAmount_formatted: null,
  chargedCurrencyId: null,
  urlRedirection: null,
  creditcardtype: null,
  last4carddigits: null,
  ...over,
});
const waiting = () => info();
const enrolled = (over: Partial<Record<string, unknown>> = {}) =>
  info({ enrolled: 1, responsecode: '0', creditcardtype: 'credit', last4carddigits: '6623', ...over });
const refused = (over: Partial<Record<string, unknown>> = {}) => info({ enrolled: 0, responsecode: '-1', ...over });

function oneClickApi(...answers: (ReturnType<typeof info> | Error)[]) {
  const calls: { id: string; params: unknown }[] = [];
  const api: Partial<ApiClient> = {
    call: (async ({ id }: EndpointDef, input?: { params?: unknown }) => {
      calls.push({ id, params: input?.params });
      const next = answers[Math.min(calls.length - 1, answers.length - 1)];
      if (next instanceof Error) throw next;
      return next;
    }) as ApiClient['call'],
  };
  return { api, calls };
}

const flush = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

async function render(Page: typeof OneClickEnrolPage, routeId: string, url: string, api: Partial<ApiClient>) {
  const session = await startFakeSession();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const view = await renderScreen(Page, { routeId, url, session, api });
  await flush();
  return view;
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const live = () => screen.getByTestId('payment-status');
const linkNames = () =>
  Array.from(screen.getByRole('navigation', { name: 'Qué hacer ahora' }).querySelectorAll('a')).map((a) => a.textContent);

beforeEach(() => vi.mocked(goToExternalUrl).mockClear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('/webpayoneclickenroll: the card enrolment result', () => {
  it('waits (asked every second) while the response code is empty, then shows OK with the card and its links', async () => {
    const { api, calls } = oneClickApi(waiting(), waiting(), enrolled());
    const { router } = await render(OneClickEnrolPage, 'webpayoneclickenroll', `/webpayoneclickenroll?tbk_token=${TOKEN}`, api);
    expect(calls).toEqual([{ id: 'getOneClickEnrolment', params: { token: TOKEN } }]);
    expect(heading()).toBe('Inscribiendo tu tarjeta');
    expect(live().getAttribute('aria-live')).toBe('polite');
    expect(live().textContent).toContain('Estamos esperando la respuesta del proveedor');
    const region = live();

    await flush(ONE_CLICK_POLL_MS);
    expect(calls).toHaveLength(2);
    expect(heading()).toBe('Inscribiendo tu tarjeta');
    await flush(ONE_CLICK_POLL_MS);
    expect(calls).toHaveLength(3);
    expect(heading()).toBe('¡Tarjeta inscrita!');
    expect(live()).toBe(region);
    expect(live().textContent).toContain('Tarjeta de crédito terminada en 6623');
    expect(linkNames()).toEqual(['Mis tarjetas', 'Mi perfil', 'Mis reservas']);
    expect(screen.getByRole('link', { name: 'Mis tarjetas' }).getAttribute('href')).toBe('/profile/creditcards');
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).toBeNull();

    await flush(ONE_CLICK_POLL_MS * 3);
    expect(calls).toHaveLength(3);

    fireEvent.click(screen.getByRole('link', { name: 'Mis tarjetas' }));
    await flush();
    expect(router.state.location.pathname).toBe('/profile/creditcards');
  });

  it('shows ERROR when the card was not enrolled, with its links', async () => {
    const { api } = oneClickApi(refused());
    await render(OneClickEnrolPage, 'webpayoneclickenroll', `/webpayoneclickenroll?tbk_token=${TOKEN}`, api);
    expect(heading()).toBe('No pudimos inscribir tu tarjeta');
    expect(live().textContent).toContain('No se hizo ningún cargo');
    expect(linkNames()).toEqual(['Mis tarjetas', 'Mi perfil', 'Mis reservas']);
    // A new enrolment needs a logged-in user: nobody is logged in here.
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).toBeNull();
  });

  it('shows ERROR when the status call fails, and without a token (nothing asked)', async () => {
    const failing = oneClickApi(new ApiError('getOneClickEnrolment', 404, { code: '-3', message: 'x' }));
    await render(OneClickEnrolPage, 'webpayoneclickenroll', `/webpayoneclickenroll?tbk_token=${TOKEN}`, failing.api);
    expect(heading()).toBe('No pudimos inscribir tu tarjeta');
    expect(screen.getByRole('alert').textContent).toContain('No pudimos inscribir tu tarjeta.');
    cleanup();
    vi.useRealTimers();
    const none = oneClickApi(enrolled());
    await render(OneClickEnrolPage, 'webpayoneclickenroll', '/webpayoneclickenroll', none.api);
    expect(none.calls).toHaveLength(0);
    expect(heading()).toBe('No pudimos inscribir tu tarjeta');
  });

  it('offers the prime links when the enrolment came from prime, and the answer’s redirect first', async () => {
    const { api } = oneClickApi(enrolled({ source: 'prime', urlRedirection: 'https://partner.example/next' }));
    await render(OneClickEnrolPage, 'webpayoneclickenroll', `/webpayoneclickenroll?tbk_token=${TOKEN}&returnTo=%2Fbook%2Fsummary`, api);
    expect(linkNames()).toEqual([
      'Continuar',
      'Volver a donde estaba',
      'Mi suscripción prime',
      'Mis tarjetas',
      'Mi perfil',
      'Mis reservas',
    ]);
    expect(screen.getByRole('link', { name: 'Volver a donde estaba' }).getAttribute('href')).toBe('/book/summary');
    fireEvent.click(screen.getByRole('link', { name: 'Continuar' }));
    await flush();
    expect(goToExternalUrl).toHaveBeenCalledWith('https://partner.example/next');
  });

  it("a card enrolled from a booking's cashier goes straight back to that booking's summary, its query kept", async () => {
    const summary = '/book/summary?sportId=1&clubId=1&date=2026-12-01&time=19:00:00&timespan=60&courtId=2&pay=WEBPAYONECLICK';
    const { api } = oneClickApi(enrolled({ source: 'cashier' }));
    const { router } = await render(
      OneClickEnrolPage,
      'webpayoneclickenroll',
      `/webpayoneclickenroll?tbk_token=${TOKEN}&returnTo=${encodeURIComponent(summary)}`,
      api,
    );
    await flush();
    expect(screen.getByTestId('elsewhere')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe(summary);
  });

  it('ERROR from prime offers the prime offers; a returnTo outside the app is dropped', async () => {
    const { api } = oneClickApi(refused({ source: 'prime' }));
    await render(
      OneClickEnrolPage,
      'webpayoneclickenroll',
      `/webpayoneclickenroll?tbk_token=${TOKEN}&returnTo=https%3A%2F%2Fevil.example`,
      api,
    );
    expect(linkNames()).toEqual(['Ver planes prime', 'Mis tarjetas', 'Mi perfil', 'Mis reservas']);
  });
});

describe('/webpayoneclick: the one-click payment status', () => {
  it('asks by id, waits, then shows the approved payment with the charged amount', async () => {
    const { api, calls } = oneClickApi(waiting(), enrolled({ charged: 1, chargedAmount: 12000, chargedAmount_formatted: '$12.000' }));
    await render(OneClickPaymentPage, 'webpayoneclick', '/webpayoneclick?id=31', api);
    expect(calls[0]).toEqual({ id: 'getOneClickPayment', params: { id: 31 } });
    expect(heading()).toBe('Procesando tu pago');
    await flush(ONE_CLICK_POLL_MS);
    expect(heading()).toBe('¡Pago aprobado!');
    expect(live().textContent).toContain('Monto cobrado: $12.000');
  });

  it('shows ERROR when the payment is refused or its status cannot be read', async () => {
    for (const outcome of [refused(), new ApiError('getOneClickPayment', 404, { code: '-3', message: 'x' })]) {
      const { api } = oneClickApi(outcome);
      await render(OneClickPaymentPage, 'webpayoneclick', '/webpayoneclick?id=31', api);
      expect(heading()).toBe('No pudimos completar el pago');
      expect(linkNames()).toContain('Mis reservas');
      cleanup();
      vi.useRealTimers();
    }
  });
});
