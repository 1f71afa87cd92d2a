import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { createAppRouter, type Resolution } from '#shell/routes/appRouter';
import type { RouteEntry } from '#shell/routes/types';

const entry = (id: string): RouteEntry => ({ kind: 'screen', id, path: `/${id}`, title: msg`x`, auth: 'none', status: 'comingSoon' });

/** A router over a memory history whose resolutions the test decides per path. */
function setup(initial: string, decide: (pathname: string) => Resolution | Promise<Resolution>) {
  const history = createMemoryHistory({ initialEntries: [initial] });
  const router = createAppRouter({ history, resolve: async ({ pathname }) => decide(pathname) });
  return { history, router };
}

const show = (id: string): Resolution => ({ kind: 'show', match: { entry: entry(id) } });

describe('the app router', () => {
  it('a forward on the first load replaces the entry; after that it pushes the target instead of the asked URL', async () => {
    const { history, router } = setup('/old', (p) => (p === '/old' || p === '/gone' ? { kind: 'forward', to: '/a' } : show(p.slice(1))));
    await router.start();
    expect(router.state).toMatchObject({ initialized: true, historyAction: 'REPLACE', match: { entry: { id: 'a' } } });
    expect(history.index).toBe(0);
    await router.navigate('/gone');
    expect(router.state.location.pathname).toBe('/a');
    expect(router.state.historyAction).toBe('PUSH');
    expect(history.index).toBe(1);
  });

  it('a "stay" leaves the player where they were; after back/forward it puts the address back', async () => {
    const { history, router } = setup('/a', (p) => (p === '/admin' ? { kind: 'stay' } : show(p.slice(1))));
    await router.start();
    await router.navigate('/admin');
    expect(router.state.location.pathname).toBe('/a');
    expect(history.index).toBe(0);
    await router.navigate('/b');
    history.push('/admin'); // an entry the guard refuses, reached by forward
    history.go(-1);
    history.go(1);
    await new Promise((r) => setTimeout(r, 10));
    expect(history.location.pathname).toBe('/b');
    expect(router.state.location.pathname).toBe('/b');
    expect(router.state.navigation.state).toBe('idle');
  });

  it('nothing commits while a navigation resolves, and a newer navigation wins over an older one', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const { router } = setup('/a', async (p) => {
      if (p === '/slow') await slow;
      return show(p.slice(1));
    });
    await router.start();
    const first = router.navigate('/slow');
    expect(router.state.navigation.state).toBe('loading');
    expect(router.state.location.pathname).toBe('/a');
    await router.navigate('/fast');
    release();
    await first;
    expect(router.state.location.pathname).toBe('/fast');
    expect(router.state.navigation.state).toBe('idle');
  });

  it('a resolution that throws (a chunk that failed to load) commits the error for the error page', async () => {
    const { router } = setup('/a', (p) =>
      p === '/broken' ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : show('a'),
    );
    await router.start();
    await router.navigate('/broken');
    expect(router.state.location.pathname).toBe('/broken');
    expect(router.state.match).toBeNull();
    expect(router.state.error).toBeInstanceOf(TypeError);
  });

  it('gives up on a forward loop instead of hanging', async () => {
    const { router } = setup('/x', () => ({ kind: 'forward', to: '/x' }));
    await router.start();
    expect(String(router.state.error)).toMatch(/forwards/);
  });
});
