import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect } from 'vitest';
import { analyticsEvents, payments, sandboxSessions } from '#server/db/schema';
import { queryRows } from '#server/db/rows';
import { FOP_IDS } from '#server/payments/fops';
import type { Player, SlotRef } from '../support/booking';
import { holdAndBook, paymentWorld, type PaymentWorld } from './support';

// The multiple-products tests (multiProduct*.test.ts): each test has a payment world of its own and
// books what it pays with these helpers.

export const webpay = { action: 'pay', fopId: FOP_IDS.WEBPAY, fopParams: { installments: 1 } };
export const bookingItem = (id: number) => ({ productId: 1, productTransactionId: id });

/** Registers the world of each test of the calling file; answers its helpers (read them inside tests). */
export function multiProductWorld() {
  let world: PaymentWorld;
  beforeEach(async () => {
    world = await paymentWorld();
  });
  afterEach(() => world?.server.close());

  /** A booked, unpaid slot (book now, pay later). */
  async function unpaid(
    court: string,
    start: string,
    end: string,
    who: Player = world.player,
    players?: number[],
    holdExtra: Record<string, unknown> = {},
  ) {
    const slot = await world.padel(court, start, end);
    const booked = await holdAndBook(world.server, who, slot, { action: 'book' }, players ?? [who.id], holdExtra);
    expect(booked.body, JSON.stringify(booked.body)).toMatchObject({ status: 'BOOKED', paymentData: null });
    return { slot, bookingId: booked.body.bookingId as number };
  }

  return {
    world: () => world,
    unpaid,
    payTogether: (ids: number[], body: Record<string, unknown> = webpay, who: Player = world.player) =>
      world.server.call('createAndPayMultipleProducts', { token: who.token, body: { ...body, items: ids.map(bookingItem) } }),
    groupPayment: async (groupId: number) =>
      (await world.server.db.select().from(payments).where(eq(payments.multipleProductId, groupId)))[0],
    chargesOf: (reference: string) => world.server.db.select().from(sandboxSessions).where(eq(sandboxSessions.reference, reference)),
    purchasesOf: (groupId: number) =>
      world.server.db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.orderId, `4-${groupId}`)),
    seatsUsed: async (slot: SlotRef) =>
      (await queryRows<{ used: number }>(world.server.db, sql`select used from capacity_slots where court_id = ${slot.courtId}`)).reduce(
        (sum, row) => sum + Number(row.used),
        0,
      ),
  };
}
