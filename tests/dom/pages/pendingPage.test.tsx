import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import PendingPage, { PENDING_REDIRECT_MS } from '#features/statusPages/PendingPage';
import { renderScreen } from '../support/renderScreen';
import { startFakeSession } from '../support/fakeSession';

vi.mock('#shell/externalNavigation', () => ({ goToExternalUrl: vi.fn() }));
const { goToExternalUrl } = await import('#shell/externalNavigation');

async function renderPending(url: string) {
  const session = await startFakeSession();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  return renderScreen(PendingPage, { routeId: 'book.pending', url, session });
}

beforeEach(() => vi.mocked(goToExternalUrl).mockClear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PendingPage (/book/pending)', () => {
  it('refuses a foreign origin: a visible message, nothing followed, even after 6 s', async () => {
    const { router } = await renderPending('/book/pending?checkUrl=https%3A%2F%2Fevil.example%2Fsteal');
    expect(screen.getByRole('alert').textContent).toContain('Redirección bloqueada');
    await act(async () => {
      vi.advanceTimersByTime(PENDING_REDIRECT_MS * 2);
    });
    expect(goToExternalUrl).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/book/pending');
  });

  it('refuses protocol-relative and script URLs', async () => {
    for (const bad of ['//evil.example/x', 'javascript:alert(1)']) {
      await renderPending(`/book/pending?checkUrl=${encodeURIComponent(bad)}`);
      expect(screen.getByRole('alert').textContent).toContain('Redirección bloqueada');
      cleanup();
    }
    await act(async () => {
      vi.advanceTimersByTime(PENDING_REDIRECT_MS);
    });
    expect(goToExternalUrl).not.toHaveBeenCalled();
  });

  it('follows a same-origin check URL after 6 s, not before', async () => {
    const { router } = await renderPending('/book/pending?status=202&checkUrl=%2Fwebpay%3Fwebpay_id%3D7');
    expect(screen.getByText(/6 s/)).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(PENDING_REDIRECT_MS - 1);
    });
    expect(router.state.location.pathname).toBe('/book/pending');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(router.state.location.pathname).toBe('/webpay');
    expect(router.state.location.search).toBe('?webpay_id=7');
  });

  it("follows a configured allowed origin (scope 'payment') after 6 s", async () => {
    await renderPending('/book/pending?checkUrl=https%3A%2F%2Fpay.partner.test%2Fstatus%3Fid%3D1');
    await act(async () => {
      vi.advanceTimersByTime(PENDING_REDIRECT_MS);
    });
    expect(goToExternalUrl).toHaveBeenCalledWith('https://pay.partner.test/status?id=1');
  });

  it('says there is nothing to check without a check URL', async () => {
    await renderPending('/book/pending');
    expect(screen.getByRole('status', { name: '' }).textContent ?? '').toBeDefined();
    expect(screen.getByText(/No hay una dirección para revisar el pago/)).toBeTruthy();
  });
});
