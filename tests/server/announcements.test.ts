import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '#server/db/schema';
import { movableClock } from './support/booking';
import { startTestServer, type TestServer } from './support/testServer';

// GET /api/announcements (spec part 1 §3, §7; part 2 §2): the ones in effect, in the caller's language.
const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  // The demo seed writes none (they would interrupt every browser test's first summary).
  await server.db.insert(announcements).values([
    { language: 'es', title: 'Nuevo: partidos abiertos', body: 'Únete a partidos que otros jugadores abrieron en tu club.' },
    { language: 'en', title: 'New: open matches', body: 'Join matches other players opened at your club.' },
    { language: 'pt', title: 'Novo: partidas abertas', body: 'Entre em partidas que outros jogadores abriram no seu clube.' },
  ]);
});
afterAll(() => server?.close());

const list = (language?: string) =>
  server.call('listAnnouncements', { headers: language ? { 'x-language': language } : {} }).then((r) => {
    expect(r.status).toBe(200);
    return (r.body.announcements as { id: number; title: string; body: string }[]).map((a) => a.title);
  });

describe('GET /api/announcements', () => {
  it('answers the ones in the caller’s language, Spanish when none is written in it, without a token', async () => {
    expect(await list('es-CL')).toEqual(['Nuevo: partidos abiertos']);
    expect(await list('en')).toEqual(['New: open matches']);
    expect(await list('pt-BR')).toEqual(['Novo: partidas abertas']);
    expect(await list('fr')).toEqual(['Nuevo: partidos abiertos']);
  });

  it('leaves out the inactive and those outside their dates', async () => {
    await server.db.insert(announcements).values([
      { language: 'es', title: 'Apagado', body: 'x', active: false },
      { language: 'es', title: 'Futuro', body: 'x', startsAt: new Date('2026-04-01T00:00:00Z') },
      { language: 'es', title: 'Vencido', body: 'x', endsAt: new Date('2026-03-01T00:00:00Z') },
      { language: 'es', title: 'Vigente', body: 'x', startsAt: new Date('2026-03-01T00:00:00Z'), endsAt: new Date('2026-03-10T00:00:00Z') },
    ]);
    expect(await list('es-CL')).toEqual(['Nuevo: partidos abiertos', 'Vigente']);
  });
});
