import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { WEBPAY_POLL_MS } from '#machines/webpayStatus';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import WebpayRedirectPage from '#features/payments/status/WebpayRedirectPage';
import WebpayStatusPage from '#features/payments/status/WebpayStatusPage';
import type { EndpointDef } from '#kernel/contract/endpoint';
import { startFakeSession } from '../../support/fakeSession';
import { renderScreen } from '../../support/renderScreen';

vi.mock('#features/payments/status/windowControl', () => ({ closeThisWindow: vi.fn() }));
const { closeThisWindow } = await import('#features/payments/status/windowControl');

// The /webpay and /webpay_redirect pages over the webpayStatus machine, with the status call faked
// and the 1 s polling driven by fake timers.

const TOKEN = 'sbx_0123456789abcdef0123456789abcdef';
const RETURN_URL = 'http://localhost:3000/payments/return';
const PROVIDER_URL = 'http://localhost:3000/sandbox/webpay';

type Status = 'APPROVED' | 'PENDING' | 'REJECTED' | 'VOID';
const answer = (status: Status, extra: Partial<{ tokenposturl: string | null; url_redirection: string }> = {}) => ({
  status,
  source: 'booking',
  webpay_id: '7',
  url_redirection: RETURN_URL,
  tokenposturl: status === 'PENDING' ? PROVIDER_URL : null,
  productId: 1,
  productTransactionId: 42,
  ...extra,
});

/** An API whose status call answers the given answers in turn (the last one repeats). */
function statusApi(...answers: (ReturnType<typeof answer> | Error)[]) {
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

let submitted: HTMLFormElement[] = [];

async function render(Page: typeof WebpayStatusPage, routeId: string, url: string, api: Partial<ApiClient>) {
  const session = await startFakeSession();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const view = await renderScreen(Page, { routeId, url, session, api });
  await flush();
  return view;
}

/** Lets the pending promises settle and moves the clock on. */
const flush = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const live = () => screen.getByTestId('payment-status');

beforeEach(() => {
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
  vi.mocked(closeThisWindow).mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const fieldsOf = (form: HTMLFormElement) => Object.fromEntries(new FormData(form).entries());

describe('/webpay: the payment status', () => {
  it('stays pending while PENDING (asked every second), then APPROVED posts the return form — without a reload', async () => {
    const { api, calls } = statusApi(answer('PENDING'), answer('PENDING'), answer('APPROVED'));
    const { router } = await render(WebpayStatusPage, 'webpay', `/webpay?tbk_token=${TOKEN}&webpay_id=7`, api);

    expect(heading()).toBe('Esperando la confirmación del banco');
    expect(live().getAttribute('aria-live')).toBe('polite');
    expect(live().textContent).toContain('Esta página se actualiza sola');
    expect(screen.getByText(/Referencia del pago/).textContent).toContain('7');
    expect(calls).toEqual([{ id: 'getWebpayStatus', params: { token: TOKEN } }]);
    const region = live();

    await flush(WEBPAY_POLL_MS - 1);
    expect(calls).toHaveLength(1);
    await flush(1);
    expect(calls).toHaveLength(2);
    expect(heading()).toBe('Esperando la confirmación del banco');
    expect(submitted).toHaveLength(0);

    await flush(WEBPAY_POLL_MS);
    expect(calls).toHaveLength(3);
    expect(heading()).toBe('¡Pago aprobado!');
    expect(live()).toBe(region); // the same page, updated in place: the live region announces it
    expect(live().textContent).toContain('Te estamos llevando a tu reserva');
    expect(submitted).toHaveLength(1);
    const form = submitted[0];
    expect(form.method).toBe('post');
    expect(form.action).toBe(RETURN_URL);
    expect(fieldsOf(form)).toEqual({ token_ws: TOKEN, webpay_id: '7' });
    // The fallback button submits the same form by hand.
    expect(screen.getByRole('button', { name: 'Ver mi reserva' }).closest('form')).toBe(form);
    expect(router.state.location.pathname).toBe('/webpay');

    await flush(WEBPAY_POLL_MS * 5);
    expect(calls).toHaveLength(3);
    expect(submitted).toHaveLength(1);
  });

  it.each([
    ['REJECTED', answer('REJECTED')],
    ['VOID', answer('VOID')],
    ['an error answer', new ApiError('getWebpayStatus', 404, { code: '-3', message: 'not found' })],
    ['a network failure', new ApiError('getWebpayStatus', 0, { code: 'NETWORK', message: 'offline' })],
  ] as const)('shows REJECTED for %s, with the ways on, and stops asking', async (_name, outcome) => {
    const { api, calls } = statusApi(outcome);
    await render(WebpayStatusPage, 'webpay', `/webpay?tbk_token=${TOKEN}&webpay_id=7`, api);
    expect(heading()).toBe('Pago rechazado');
    expect(live().textContent).toContain('El pago fue rechazado.');
    expect(live().textContent).toContain('Tu reserva no quedó confirmada');
    expect(screen.getByRole('link', { name: 'Buscar otro horario' }).getAttribute('href')).toBe('/book/search');
    expect(screen.getByRole('link', { name: 'Ir a mis reservas' }).getAttribute('href')).toBe('/bookings');
    await flush(WEBPAY_POLL_MS * 3);
    expect(calls).toHaveLength(1);
    expect(submitted).toHaveLength(0);
  });

  it('goes pending → rejected in place when the bank refuses after a while', async () => {
    const { api } = statusApi(answer('PENDING'), answer('REJECTED'));
    await render(WebpayStatusPage, 'webpay', `/webpay?tbk_token=${TOKEN}`, api);
    const region = live();
    expect(heading()).toBe('Esperando la confirmación del banco');
    await flush(WEBPAY_POLL_MS);
    expect(heading()).toBe('Pago rechazado');
    expect(live()).toBe(region);
  });

  it('asks by webpay_id when the provider gave no token', async () => {
    const { api, calls } = statusApi(answer('PENDING'));
    await render(WebpayStatusPage, 'webpay', '/webpay?webpay_id=7', api);
    expect(calls[0]).toEqual({ id: 'getWebpayStatusById', params: { webpayId: 7 } });
  });

  it('shows REJECTED at once with nothing to ask about (no token, no webpay_id)', async () => {
    const { api, calls } = statusApi(answer('APPROVED'));
    await render(WebpayStatusPage, 'webpay', '/webpay', api);
    expect(heading()).toBe('Pago rechazado');
    expect(calls).toHaveLength(0);
  });

  it('APPROVED with a return address that is not http(s) posts nothing and offers the links', async () => {
    const { api } = statusApi(answer('APPROVED', { url_redirection: 'javascript:alert(1)' }));
    await render(WebpayStatusPage, 'webpay', `/webpay?tbk_token=${TOKEN}`, api);
    expect(heading()).toBe('¡Pago aprobado!');
    expect(submitted).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Ir a mis reservas' })).toBeTruthy();
  });
});

describe('/webpay_redirect: the way to the provider page', () => {
  it('posts token_ws to the provider page the status call names (not one from the query), with a visible fallback button', async () => {
    const { api, calls } = statusApi(answer('PENDING'));
    await render(WebpayRedirectPage, 'webpay_redirect', `/webpay_redirect?token=${TOKEN}&tokenposturl=https%3A%2F%2Fevil.example`, api);
    expect(calls).toEqual([{ id: 'getWebpayStatus', params: { token: TOKEN } }]);
    expect(submitted).toHaveLength(1);
    expect(submitted[0].action).toBe(PROVIDER_URL);
    expect(fieldsOf(submitted[0])).toEqual({ token_ws: TOKEN, webpay_id: '7' });
    const button = screen.getByRole('button', { name: 'Ir a la página de pago' });
    expect(button.closest('form')).toBe(submitted[0]);
    expect(button.getAttribute('type')).toBe('submit');
    expect(heading()).toBe('Te llevamos a la página de pago');
    expect(closeThisWindow).not.toHaveBeenCalled();
  });

  it('closes the window when the payment is no longer open (no provider page), and says so', async () => {
    const { api } = statusApi(answer('APPROVED'));
    await render(WebpayRedirectPage, 'webpay_redirect', `/webpay_redirect?token=${TOKEN}`, api);
    expect(closeThisWindow).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveLength(0);
    expect(heading()).toBe('No pudimos abrir la página de pago');
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeTruthy();
  });

  it('closes the window without a token, and when the status call fails', async () => {
    const none = statusApi(answer('PENDING'));
    await render(WebpayRedirectPage, 'webpay_redirect', '/webpay_redirect', none.api);
    expect(none.calls).toHaveLength(0);
    expect(closeThisWindow).toHaveBeenCalledTimes(1);
    cleanup();
    vi.useRealTimers();
    const failing = statusApi(new ApiError('getWebpayStatus', 404, { code: '-3', message: 'x' }));
    await render(WebpayRedirectPage, 'webpay_redirect', `/webpay_redirect?token=${TOKEN}`, failing.api);
    expect(closeThisWindow).toHaveBeenCalledTimes(2);
    expect(heading()).toBe('No pudimos abrir la página de pago');
  });
});
