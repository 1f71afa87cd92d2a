import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_ERRORS } from '#kernel/contract';
import { holdAndBook, paymentWorld, type PaymentWorld } from '../payments/support';
import { playerOf, type Player } from '../support/booking';
import { DEMO } from '../support/users';

// Spec part 3 §2 "friends (relationships)", §7 GET /api/users/{id}/relationships and DELETE
// .../relationships/{friendId}: friends are the players someone booked with or invited (here: the rival
// on one booking, then the teacher on a later one); a removed friend stays out until the two book
// together again; only the owner reads or changes the list.

let world: PaymentWorld;
let teacher: Player;
beforeAll(async () => {
  world = await paymentWorld();
  teacher = await playerOf(world.server, DEMO.teacher);
});
afterAll(() => world?.server.close());

const friends = async (who = world.player, userId = who.id) =>
  world.server.call('listRelationships', { token: who.token, params: { userId } });
const remove = (friendId: number, who = world.player, userId = who.id) =>
  world.server.call('deleteRelationship', { token: who.token, params: { userId, friendId } });
const ids = (body: { relationships: { userId: number }[] }) => body.relationships.map((r) => r.userId);

async function bookWith(court: string, hour: number, other: number) {
  const at = (h: number) => `${String(h).padStart(2, '0')}:00:00`;
  const slot = await world.padel(court, at(hour), at(hour + 1));
  const booked = await holdAndBook(world.server, world.player, slot, { action: 'book' }, [world.player.id, other]);
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
}

describe('friends', () => {
  it('starts empty, then lists the players booked with or invited, latest first', async () => {
    expect((await friends()).body.relationships).toEqual([]);
    await bookWith('Cancha 1', 9, world.rival.id);
    await bookWith('Cancha 2', 11, teacher.id);
    const answer = await friends();
    expect(answer.status).toBe(200);
    expect(answer.body.relationships).toEqual([
      expect.objectContaining({ userId: teacher.id, firstName: 'Tomás', lastName: 'Rojas', bookingsTogether: 1 }),
      expect.objectContaining({ userId: world.rival.id, firstName: 'Rodrigo', lastName: 'Vidal', bookingsTogether: 1 }),
    ]);
    expect(new Date(answer.body.relationships[0].lastPlayedAt) > new Date(answer.body.relationships[1].lastPlayedAt)).toBe(true);
    // The friendship goes both ways: the rival (invited) sees the player.
    expect(ids((await friends(world.rival)).body)).toEqual([world.player.id]);
  });

  it("another user's token gets 404 NO_ACCESS for the list and the removal, and the list stays", async () => {
    const list = await friends(world.rival, world.player.id);
    expect(list.status).toBe(404);
    expect(list.body.code).toBe(COMMON_ERRORS.NO_ACCESS);
    const removal = await remove(world.rival.id, world.rival, world.player.id);
    expect(removal.status).toBe(404);
    expect(removal.body.code).toBe(COMMON_ERRORS.NO_ACCESS);
    expect(ids((await friends()).body)).toContain(world.rival.id);
  });

  it('removing someone not on the list answers 404 -2305 and changes nothing', async () => {
    const admin = await playerOf(world.server, DEMO.admin);
    const answer = await remove(admin.id);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('-2305');
    expect(ids((await friends()).body)).toHaveLength(2);
  });

  it('a removed friend leaves the list, and comes back after a new booking together', async () => {
    const removed = await remove(world.rival.id);
    expect(removed.status).toBe(200);
    expect(ids(removed.body)).toEqual([teacher.id]);
    expect(ids((await friends()).body)).toEqual([teacher.id]);

    await bookWith('Cancha 3', 10, world.rival.id);
    const back = (await friends()).body.relationships.find((r: { userId: number }) => r.userId === world.rival.id);
    // Counted from the return: the bookings before the removal stay out.
    expect(back).toMatchObject({ bookingsTogether: 1 });
  });
});
