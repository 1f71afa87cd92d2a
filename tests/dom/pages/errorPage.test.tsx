import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import ErrorPage from '#features/statusPages/ErrorPage';
import { readStatusQuery } from '#features/statusPages/statusQuery';
import { renderScreen } from '../support/renderScreen';

afterEach(cleanup);

describe('readStatusQuery', () => {
  it('is 404 / page not found with no query', () => {
    const q = readStatusQuery(new URLSearchParams(''));
    expect(q.status).toBe('404');
    expect(q.message).toBeNull();
  });

  it('keeps a 3-digit status and drops anything else', () => {
    expect(readStatusQuery(new URLSearchParams('status=400&title=x')).status).toBe('400');
    expect(readStatusQuery(new URLSearchParams('status=<b>&title=x')).status).toBe('');
  });

  it('caps free text', () => {
    const long = 'a'.repeat(500);
    expect((readStatusQuery(new URLSearchParams({ title: long })).title as string).length).toBe(160);
  });
});

describe('ErrorPage (/book/error)', () => {
  it("shows 404 and 'page not found' when the query is empty, with a go-home action", async () => {
    await renderScreen(ErrorPage, { routeId: 'book.error', url: '/book/error' });
    expect(screen.getByTestId('status-code').textContent).toContain('404');
    expect(screen.getByRole('heading', { level: 2, name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/book/search');
  });

  it('shows the status, title and message of the query as text', async () => {
    await renderScreen(ErrorPage, {
      routeId: 'book.error',
      url: '/book/error?status=400&title=Pago%20rechazado&message=%3Cscript%3Ex%3C%2Fscript%3E',
    });
    expect(screen.getByTestId('status-code').textContent).toContain('400');
    expect(screen.getByRole('heading', { level: 2, name: 'Pago rechazado' })).toBeTruthy();
    expect(screen.getByText('<script>x</script>')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  it('translates known title keys (a payment result: its ways on instead of go home)', async () => {
    await renderScreen(ErrorPage, {
      routeId: 'book.error',
      url: '/book/error?status=400&title=speed&message=speed_message',
      language: 'en',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Too many payment attempts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find another time' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go home' })).toBeNull();
  });

  it('uses the generic title for a status without one', async () => {
    await renderScreen(ErrorPage, { routeId: 'book.error', url: '/book/error?status=500' });
    expect(screen.getByRole('heading', { level: 2, name: 'Ocurrió un error' })).toBeTruthy();
  });
});
