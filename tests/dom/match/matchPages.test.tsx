import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiClient } from '#api/client';
import type { EndpointDef } from '#kernel/contract';
import MatchHomePage from '#features/match/MatchHomePage';
import MatchWizardPage from '#features/match/MatchWizardPage';
import * as fx from '../../machines/matchWizard.fixtures';
import { startLoggedInFakeSession } from '../support/fakeSession';
import { renderScreen } from '../support/renderScreen';

// The match pages over a fake API: the views render their machine and send its events; what the
// server answers is in tests/server/match, the whole journey in tests/e2e/matchWizard.e2e.ts.

afterEach(cleanup);
// Lazy pages and a loaded machine: give the first render time.
configure({ asyncUtilTimeout: 8000 });

const rivals = Array.from({ length: 12 }, (_, i) => ({
  userId: 100 + i,
  firstName: `Rival${i + 1}`,
  lastName: 'Prueba',
  level: 3,
  levelName: 'Intermedio',
  sharedCities: i === 0 ? [fx.providencia] : [],
  overlapMinutes: 120,
  prob: 0.6,
}));

/** An api.call that answers by endpoint id. */
function fakeApi(answers: Record<string, (input: unknown) => unknown>) {
  return vi.fn(async (endpoint: EndpointDef, input: unknown) => {
    const answer = answers[endpoint.id];
    if (!answer) throw new Error(`unexpected call ${endpoint.id}`);
    return { error: false, code: '0', ...(answer(input) as object) };
  }) as unknown as ApiClient['call'];
}

describe('/match/{sportId}/home', () => {
  it(
    'shows the first 10 rivals with level, shared communes and a challenge link, and switches match off',
    { timeout: 30_000 },
    async () => {
      let status: 'ACTIVE' | 'DISABLED' = 'ACTIVE';
      const call = fakeApi({
        getMatchData: () => ({ matchData: { ...fx.padelData, status, level: 3 } }),
        listRecommendations: () => ({ rivals }),
        listPendingMatches: () => ({ toMe: [], fromMe: [] }),
        listAcceptedMatches: () => ({ matches: [] }),
        listMatchesToDiscard: () => ({ matches: [] }),
        deactivateMatchSport: () => {
          status = 'DISABLED';
          return { status };
        },
      });
      await renderScreen(MatchHomePage, {
        routeId: 'match.sport-home',
        url: '/match/1/home',
        api: { call },
        session: await startLoggedInFakeSession(7),
      });
      await waitFor(() => expect(screen.getAllByRole('link', { name: /^Desafiar a / })).toHaveLength(10));
      expect(screen.getByRole('link', { name: 'Desafiar a Rival1 Prueba' }).getAttribute('href')).toBe('/match/challenge/100');
      expect(screen.getByText('Comunas en común: Providencia')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Activar' })).toBeTruthy());
      expect(screen.queryAllByRole('link', { name: /^Desafiar a / })).toHaveLength(0);
    },
  );
});

describe('/match/wizard', () => {
  it('keeps next disabled until the step is valid', { timeout: 30_000 }, async () => {
    const call = fakeApi({
      getMatchUser: () => ({ matchUser: fx.knownPlayer.matchUser }),
      listMatchSports: () => ({ sports: fx.sports }),
      getMatchData: () => ({ matchData: fx.padelData }),
    });
    await renderScreen(MatchWizardPage, {
      routeId: 'match.wizard',
      url: '/match/wizard',
      api: { call },
      session: await startLoggedInFakeSession(7),
    });
    const next = () => screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement;
    await waitFor(() => expect(screen.getByText('Paso 1 de 4')).toBeTruthy());
    expect(next().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Pádel' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Intermedio' })).toBeTruthy());
    fireEvent.click(screen.getByRole('radio', { name: 'Intermedio' }));
    expect(next().disabled).toBe(false);
    fireEvent.click(next());
    await waitFor(() => expect(screen.getByText('Cómo juegas')).toBeTruthy());
    expect(next().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Diestro' }));
    expect(next().disabled).toBe(false);
  });
});
