// Announcements on /home (issue 14, spec part 1 §9, part 2 §2): main brand only, one at a time, the next
// 1 s after the previous closes, each seen id kept in a cookie that lasts a year.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ApiClient } from '#api/client';
import HomePage from '#features/home/HomePage';
import type { Brand } from '#kernel/contract/brands';
import type { EndpointDef } from '#kernel/contract/endpoint';
import { startLoggedInFakeSession } from '../support/fakeSession';
import { renderScreen } from '../support/renderScreen';
import { answer } from '../booking/contractFixtures';

const NEWS = [
  { id: 5, title: 'Nuevo: partidos abiertos', body: 'Únete a partidos de tu club.' },
  { id: 6, title: 'Torneo de verano', body: 'Inscripciones abiertas.' },
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.cookie = 'cf_announcements_seen=; Max-Age=0; Path=/';
});

function homeApi(calls: string[]): Partial<ApiClient> {
  return {
    call: (async ({ id }: EndpointDef) => {
      calls.push(id);
      if (id === 'listAnnouncements') return answer('listAnnouncements', { announcements: NEWS });
      return new Promise(() => undefined);
    }) as ApiClient['call'],
  };
}

async function openHome(brand: Brand, calls: string[] = []) {
  const session = await startLoggedInFakeSession(7);
  return renderScreen(HomePage, { routeId: 'home', url: '/home', session, api: homeApi(calls), runtime: { brand } });
}

describe('announcements on home', () => {
  it('shows them one at a time, the next 1 s after closing, and keeps the seen ids for a year', async () => {
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie.set!.call(document, value);
    });
    await openHome('main');
    expect(await screen.findByText('Únete a partidos de tu club.')).toBeTruthy();
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Entendido' }));
      expect(screen.queryByText('Inscripciones abiertas.')).toBeNull();
      await act(async () => vi.advanceTimersByTime(999));
      expect(screen.queryByText('Inscripciones abiertas.')).toBeNull();
      await act(async () => vi.advanceTimersByTime(1));
      expect(screen.getByText('Inscripciones abiertas.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    } finally {
      vi.useRealTimers();
    }
    const seen = written.filter((w) => w.startsWith('cf_announcements_seen='));
    expect(seen.at(-1)).toMatch(/^cf_announcements_seen=5%2C6; Path=\/; Max-Age=31536000/);
  });

  it('does not show the ones already seen', async () => {
    document.cookie = 'cf_announcements_seen=5%2C6; Path=/';
    const calls: string[] = [];
    await openHome('main', calls);
    await vi.waitFor(() => expect(calls).toContain('listAnnouncements'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('are not asked for on another brand', async () => {
    const calls: string[] = [];
    await openHome('fg', calls);
    await screen.findByRole('heading', { name: 'Accesos' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).not.toContain('listAnnouncements');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
