// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubIdOf, movableClock, SPORT_ID } from '../support/booking';
import { startTestServer, type TestServer } from '../support/testServer';

// Issue 11 item 2: a burst of first calls for one club day computes the answer once, for callers
// that wait on the computation and for those that arrive just after it ended. The answers say which
// they were in Server-Timing (server/routes/timeslots.ts); bench/burst measures the same over HTTP.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let vitacura: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
});
afterAll(() => server?.close());

const clubDay = (date: string) => async () => {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/sports/${SPORT_ID.padel}/clubs/${vitacura}/timeslots?date=${date}&time=19:00:00&timespan=60`,
  });
  expect(response.statusCode).toBe(200);
  return { computed: String(response.headers['server-timing']).includes('desc=computed'), body: response.body };
};
const computations = (answers: { computed: boolean }[]) => answers.filter((a) => a.computed).length;

describe('a burst of first calls for one club day', () => {
  it('50 calls at once: computed once, the same answer for all', async () => {
    const call = clubDay('2026-03-04');
    const answers = await Promise.all(Array.from({ length: 50 }, call));
    expect(computations(answers)).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('callers that arrive after the first computation ended reuse it too', async () => {
    const call = clubDay('2026-03-05');
    const first = await call();
    expect(first.computed).toBe(true);
    const late = await Promise.all(Array.from({ length: 49 }, call));
    expect(computations(late)).toBe(0);
    expect(late.every((a) => a.body === first.body)).toBe(true);
    // Asked again, it is kept: still not computed.
    expect((await call()).computed).toBe(false);
  });

  it('a change at the club is seen by the next call: computed again', async () => {
    const call = clubDay('2026-03-06');
    await call();
    await call();
    await server.db.execute(`update clubs set name = name where id = ${vitacura}`);
    expect((await call()).computed).toBe(true);
  });
});
