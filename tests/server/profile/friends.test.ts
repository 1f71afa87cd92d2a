import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_ERRORS } from '#kernel/contract';
import { holdAndBook, paymentWorld, type PaymentWorld } from '../payments/support';
import { playerOf } from '../support/booking';
import { DEMO } from '../support/users';

// Spec part 3 §2 "friends (relationships)", §7 GET /api/users/{id}/relationships and DELETE
// .../relationships/{friendId}: friends are the players someone booked with or invited (seeded: the
// rival on a played booking, the teacher invited to another); a removed friend stays out until the two
// book together again; only the owner reads or changes the list.

let world: PaymentWorld;
beforeAll(async () => {
  world = await paymentWorld();
});
afterAll(() => world?.server.close());

const friends = async (who = world.player, userId = who.id) =>
  world.server.call('listRelationships', { token: who.token, params: { userId } });
const remove = (friendId: number, who = world.player, userId = who.id) =>
  world.server.call('deleteRelationship', { token: who.token, params: { userId, friendId } });
const ids = (body: { relationships: { userId: number }[] }) => body.relationships.map((r) => r.userId);

describe('friends', () => {
  it('lists the players booked with or invited, latest first, with how many bookings together', async () => {
    const teacher = await playerOf(world.server, DEMO.teacher);
    const answer = await friends();
    expect(answer.status).toBe(200);
    expect(answer.body.relationships).toEqual([
      expect.objectContaining({ userId: teacher.id, firstName: 'Tomás', lastName: 'Rojas', bookingsTogether: 1 }),
      expect.objectContaining({ userId: world.rival.id, firstName: 'Rodrigo', lastName: 'Vidal', bookingsTogether: 1 }),
    ]);
    expect(answer.body.relationships[0].lastPlayedAt).toBe('2026-10-03T22:00:00.000Z');
    // The friendship goes both ways: the rival sees the player.
    expect(ids((await friends(world.rival)).body)).toContain(world.player.id);
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

  it('removing someone not on the list answers 404 and changes nothing', async () => {
    const admin = await playerOf(world.server, DEMO.admin);
    const answer = await remove(admin.id);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(COMMON_ERRORS.NO_ACCESS);
  });

  it('a removed friend leaves the list, and comes back after a new booking together', async () => {
    const removed = await remove(world.rival.id);
    expect(removed.status).toBe(200);
    expect(ids(removed.body)).not.toContain(world.rival.id);
    expect(ids((await friends()).body)).not.toContain(world.rival.id);

    const slot = await world.padel('Cancha 3', '10:00:00', '11:00:00');
    const booked = await holdAndBook(world.server, world.player, slot, { action: 'book' }, [world.player.id, world.rival.id]);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const back = (await friends()).body.relationships.find((r: { userId: number }) => r.userId === world.rival.id);
    // Counted from the return: the bookings before the removal stay out.
    expect(back).toMatchObject({ bookingsTogether: 1 });
  });
});
