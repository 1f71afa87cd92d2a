import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows';
import { playerOf, type Player } from './support/booking';
import { startTestServer, type TestServer } from './support/testServer';
import { DEMO } from './support/users';

// "Request a new club" (spec part 1 §7 POST /api/clubs/request): kept, and e-mailed to the club team
// (CLUB_TEAM_EMAIL, clubs@courtflow.test by default) with who asked; bad input is refused whole.

let server: TestServer;
let player: Player;
beforeAll(async () => {
  server = await startTestServer();
  player = await playerOf(server, DEMO.player);
});
afterAll(() => server?.close());

const ask = (body: Record<string, unknown>, token: string | null = player.token) =>
  server.call('requestClub', { token: token ?? undefined, body });
const requestsOf = () =>
  queryRows<{ user_id: number; data: Record<string, string> }>(server.db, sql`select user_id, data from club_requests order by id`);

describe('a request for a new club', () => {
  it('is kept and e-mailed to the club team with the player and the club’s contact', async () => {
    const answer = await ask({
      clubName: 'Pádel Las Brisas',
      city: 'Chicureo',
      contactPhone: '+56 9 1234 5678',
      comments: 'Tiene 4 canchas',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.requestId).toBeGreaterThan(0);
    expect(await requestsOf()).toEqual([
      {
        user_id: player.id,
        data: { clubName: 'Pádel Las Brisas', city: 'Chicureo', contactPhone: '+56 9 1234 5678', comments: 'Tiene 4 canchas' },
      },
    ]);
    const mail = server.outbox().find((m) => m.to === 'clubs@courtflow.test');
    expect(mail?.subject).toBe(`Solicitud de club nº ${answer.body.requestId}: Pádel Las Brisas (Chicureo)`);
    expect(mail?.text).toContain(DEMO.player);
    expect(mail?.text).toContain('Teléfono del club: +56 9 1234 5678');
    expect(mail?.html ?? '').not.toContain('<script');
  });

  it('refuses a missing club name, a bad e-mail, unknown fields and an anonymous caller, keeping nothing', async () => {
    const before = (await requestsOf()).length;
    for (const body of [
      { city: 'Chicureo' },
      { clubName: '  ', city: 'Chicureo' },
      { clubName: 'X', city: 'Y', contactEmail: 'not-an-email' },
      { clubName: 'X', city: 'Y', userId: 1 },
      { clubName: 'X'.repeat(121), city: 'Y' },
    ]) {
      const answer = await ask(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ code: '-400' });
    }
    expect((await ask({ clubName: 'X', city: 'Y' }, null)).status).toBe(401);
    expect((await requestsOf()).length).toBe(before);
  });

  it('escapes what the player wrote in the e-mail’s HTML', async () => {
    const answer = await ask({ clubName: '<b>Club</b>', city: 'Santiago', comments: '<script>alert(1)</script>' });
    expect(answer.status).toBe(200);
    const mail = server.outbox().find((m) => m.subject.includes(`nº ${answer.body.requestId}:`));
    expect(mail?.html).toContain('&lt;script&gt;');
    expect(mail?.html).not.toContain('<script>');
  });
});
