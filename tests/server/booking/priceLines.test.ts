import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContract } from '#kernel/contract';
import { bookingPlayers, bookings, clubCoupons, payments, userCoupons } from '#server/db/schema';
import { SANDBOX_CARDS } from '#server/payments/sandboxProvider';
import { book, clubIdOf, courtIdOf, hold, movableClock, quote, quoteBody, SPORT_ID, type Player, type SlotRef } from '../support/booking';
import { createPlayers } from '../support/manyPlayers';
import { startTestServer, type TestServer } from '../support/testServer';

// Issue 9 item 6: the price adds up. Over every combination the seed allows — coupon or not, a discount
// code or not, a bank (card bin) discount or not, insurance or not, a service fee or not, extras (paid
// online and at the club) or not, and every action the quote offers (pay, downpay, book) — the quote's
// lines sum to its totals, and the stored booking (GET /api/bookings/{id}) has the same lines and
// amounts, its payment charging exactly what the lines say is paid now.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;

type Line = { kind: string; amount: number; atClub: boolean; quantity: number; name: string | null; userId: number | null };
type Action = 'pay' | 'downpay' | 'book';

interface ClubCase {
  slug: string;
  sport: keyof typeof SPORT_ID;
  courts: string[];
  coupon: boolean;
  codes: (string | null)[];
  bins: (string | null)[];
  insurance: boolean;
  /** Extras by name: none, or these (one of each). */
  extras: string[][];
  fopId: number;
  form: Record<string, unknown>;
}

const CASES: ClubCase[] = [
  {
    // 3 % fee, a coupon, percent and amount codes, a bank (bin) code, insurance, an online and an at-the-club extra.
    slug: 'club-padel-vitacura',
    sport: 'padel',
    courts: ['Cancha 1', 'Cancha 2', 'Cancha 3'],
    coupon: true,
    codes: [null, 'PADEL10', 'VERANO5000'],
    bins: [null, '450799'],
    insurance: true,
    extras: [[], ['Tubo de pelotas', 'Arriendo de paleta']],
    fopId: 15,
    form: { dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] },
  },
  // Downpay (30 %), no fee.
  {
    slug: 'palermo-padel',
    sport: 'padel',
    courts: ['Cancha 1', 'Cancha 2'],
    coupon: false,
    codes: [null],
    bins: [null],
    insurance: false,
    extras: [[]],
    fopId: 20,
    form: {},
  },
  // Insurance in Colombia, an extra with min_items 1, no fee.
  {
    slug: 'bogota-futbol-5',
    sport: 'football',
    courts: ['Cancha 1'],
    coupon: false,
    codes: [null],
    bins: [null],
    insurance: true,
    extras: [['Balón']],
    fopId: 15,
    form: {},
  },
  // A fixed fee.
  {
    slug: 'miami-beach-tennis',
    sport: 'tennis',
    courts: ['Court 1'],
    coupon: false,
    codes: [null],
    bins: [null],
    insurance: false,
    extras: [[]],
    fopId: 15,
    form: {},
  },
  // A 5 % fee and a code.
  {
    slug: 'sao-paulo-tenis-clube',
    sport: 'padel',
    courts: ['Quadra de padel 1'],
    coupon: false,
    codes: [null, 'BEMVINDO'],
    bins: [null],
    insurance: false,
    extras: [[]],
    fopId: 20,
    form: {},
  },
];

interface Combination {
  club: ClubCase;
  coupon: boolean;
  code: string | null;
  bin: string | null;
  insurance: boolean;
  extras: string[];
}

function combinations(club: ClubCase): Combination[] {
  const out: Combination[] = [];
  for (const coupon of club.coupon ? [false, true] : [false])
    for (const code of club.codes)
      for (const bin of club.bins)
        for (const insurance of club.insurance ? [false, true] : [false])
          for (const extras of club.extras) out.push({ club, coupon, code, bin, insurance, extras });
  return out;
}

const describeCombination = (c: Combination, action?: Action) =>
  `${c.club.slug} coupon=${c.coupon} code=${c.code} bin=${c.bin} insurance=${c.insurance} extras=${c.extras.join('+') || 'none'}${action ? ` ${action}` : ''}`;

const sum = (lines: Line[]) => lines.reduce((total, line) => total + line.amount, 0);
const inTotal = (lines: Line[]) => lines.filter((l) => !l.atClub);

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(() => server?.close());

/** Free hours of a club's courts: each booking of the test takes the next one. */
function slotsOf(clubId: number, sportId: number, courtIds: number[]) {
  const dates = ['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
  const free: SlotRef[] = [];
  for (const date of dates)
    for (let hour = 10; hour < 22; hour += 1)
      for (const courtId of courtIds) {
        const pad = (h: number) => `${String(h).padStart(2, '0')}:00:00`;
        free.push({ clubId, sportId, courtId, date, startTime: pad(hour), endTime: pad(hour + 1) });
      }
  return () => {
    const next = free.shift();
    if (!next) throw new Error('out of slots');
    return next;
  };
}

describe.each(CASES)('$slug', (club) => {
  it(
    'every combination: the quote’s lines add up to its totals; the stored booking has the same lines and amounts',
    { timeout: 240_000 },
    async () => {
      const clubId = await clubIdOf(server.db, club.slug);
      const sportId = SPORT_ID[club.sport];
      const courtIds = await Promise.all(club.courts.map((name) => courtIdOf(server.db, club.slug, name)));
      const nextSlot = slotsOf(clubId, sportId, courtIds);
      const [coupon] = club.coupon ? await server.db.select().from(clubCoupons).where(eq(clubCoupons.clubId, clubId)) : [];
      let checked = 0;
      let booked = 0;
      const seen = {
        fee: new Set<boolean>(),
        coupon: false,
        discount: false,
        bankDiscount: false,
        extra: false,
        atClub: false,
        insurance: false,
        actions: new Set<Action>(),
      };

      for (const combination of combinations(club)) {
        // Each action on its own booking, by a fresh player (limits and per-person code uses stay out of the way).
        const [probe] = await createPlayers(server.db, server.deps.tokens, 1, 'lines');
        if (combination.coupon) await server.db.insert(userCoupons).values({ userId: probe.id, clubCouponId: coupon.id, quantityLeft: 1 });
        const slot = nextSlot();
        const entryOf = (who: Player, ancillaryIds: Map<string, number>) => ({
          userId: who.id,
          ancillaries: combination.extras.map((name) => ({ club_ancillary_id: ancillaryIds.get(name)!, quantity: 1 })),
          ...(combination.coupon ? { clubCouponId: coupon.id } : {}),
          ...(combination.code ? { discountCode: combination.code } : {}),
        });
        const first = await quote(server, probe, slot, quoteBody(slot, 60, [probe.id]));
        expect(first.status, JSON.stringify(first.body)).toBe(200);
        const ancillaryIds = new Map<string, number>(
          first.body.quotes[0].slot.ancillaries.map((a: { name: string; club_ancillary_id: number }) => [a.name, a.club_ancillary_id]),
        );
        const actions: Action[] = (await quoteFor(probe)).body.bookingActions.actions;

        async function quoteFor(who: Player) {
          const answer = await quote(
            server,
            who,
            slot,
            quoteBody(slot, 60, [entryOf(who, ancillaryIds)], combination.bin ? { discountBin: combination.bin } : {}),
          );
          expect(answer.status, `${describeCombination(combination)}: ${JSON.stringify(answer.body)}`).toBe(200);
          return answer;
        }

        for (const action of actions) {
          const label = describeCombination(combination, action);
          const [player] = action === actions[0] ? [probe] : await createPlayers(server.db, server.deps.tokens, 1, 'lines');
          if (combination.coupon && player !== probe)
            await server.db.insert(userCoupons).values({ userId: player.id, clubCouponId: coupon.id, quantityLeft: 1 });
          const own = action === actions[0] ? slot : nextSlot();
          const held = await hold(server, player, own);
          expect(held.status, label).toBe(200);
          const q = (
            await quote(
              server,
              player,
              own,
              quoteBody(own, 60, [entryOf(player, ancillaryIds)], combination.bin ? { discountBin: combination.bin } : {}),
            )
          ).body;
          expect(q.error, `${label}: ${JSON.stringify(q)}`).toBe(false);
          expect(bookingContract.requestQuote.response.safeParse(q).error?.issues ?? [], label).toEqual([]);
          const lines: Line[] = q.priceLines;
          const { pay, totalWithFee } = q.bookingActions.paymentAmounts;
          const fee = q.bookingActions.serviceFee.active ? q.bookingActions.serviceFee.feeAmount : 0;
          // The quote's lines: what is paid through the app adds up to pay, with the fee to totalWithFee;
          // the extras paid at the club are lines of their own, outside the total.
          expect(sum(inTotal(lines).filter((l) => l.kind !== 'fee')), label).toBe(pay);
          expect(sum(inTotal(lines)), label).toBe(totalWithFee);
          expect(sum(lines.filter((l) => l.kind === 'fee')), label).toBe(fee);
          expect(
            lines.filter((l) => l.atClub).every((l) => l.kind === 'extra' && l.amount > 0),
            label,
          ).toBe(true);
          const price = q.quotes[0].slot.priceInfo;
          expect(sum(lines.filter((l) => l.kind === 'coupon')), label).toBe(0 - price.couponAmount || 0);
          expect(sum(lines.filter((l) => l.kind === 'discount' || l.kind === 'bankDiscount')), label).toBe(0 - price.promoAmount || 0);
          expect(sum(lines.filter((l) => ['court', 'seat', 'extra'].includes(l.kind))), label).toBe(price.amount);
          if (combination.coupon) expect(price.couponAmount, label).toBeGreaterThan(0);
          if (combination.extras.length > 0)
            expect(
              lines
                .filter((l) => l.kind === 'extra')
                .map((l) => l.name)
                .sort(),
              label,
            ).toEqual([...combination.extras].sort());
          for (const kind of ['coupon', 'discount', 'bankDiscount', 'extra', 'insurance'] as const)
            if (lines.some((l) => l.kind === kind)) seen[kind] = true;
          if (lines.some((l) => l.atClub)) seen.atClub = true;
          seen.fee.add(fee > 0);
          seen.actions.add(action);
          checked += 1;

          // The booking, with the insurance when chosen.
          let insurance: Record<string, unknown> | null = null;
          if (combination.insurance) {
            const plan = (
              await server.call('getInsurancePlan', {
                token: player.token,
                query: { timespan: '60', players: '1', sport_id: String(sportId), club_id: String(clubId) },
              })
            ).body.plan;
            expect(plan?.amount, label).toBeGreaterThan(0);
            insurance = {
              playerCount: 1,
              amountUnitary: plan.amount,
              amountTotal: plan.amount,
              planCode: plan.planCode,
              selected: 'single',
              timespan: 60,
              country: plan.country,
            };
          }
          const body = quoteBody(own, 60, [entryOf(player, ancillaryIds)], {
            ...club.form,
            action,
            ...(combination.bin ? { discountBin: combination.bin } : {}),
            ...(insurance ? { insuranceInformation: insurance } : {}),
            ...(action === 'book' ? {} : { fopId: club.fopId, fopParams: { cardNumber: SANDBOX_CARDS.approved } }),
          });
          const made = await book(server, player, own, body);
          expect(made.status, `${label}: ${JSON.stringify(made.body)}`).toBe(200);
          const bookingId: number = made.body.bookingId;
          booked += 1;

          const [row] = await server.db.select().from(bookings).where(eq(bookings.id, bookingId));
          const people = await server.db.select().from(bookingPlayers).where(eq(bookingPlayers.bookingId, bookingId));
          const insuranceTotal = (insurance?.amountTotal as number | undefined) ?? 0;
          expect(row.onlineAmount, label).toBe(pay);
          expect(row.serviceFee, label).toBe(fee);
          expect(row.amount, label).toBe(price.amount);
          expect(row.insurance?.amountTotal ?? 0, label).toBe(insuranceTotal);
          expect(
            people.reduce((t, p) => t + p.onlineAmount, 0),
            label,
          ).toBe(pay);
          const paid = await server.db.select().from(payments).where(eq(payments.bookingId, bookingId));
          const part = action === 'pay' ? pay : action === 'downpay' ? q.bookingActions.paymentAmounts.downpay : 0;
          if (part > 0)
            expect(
              paid.map((p) => [p.status, p.amount]),
              label,
            ).toEqual([['APPROVED', part + fee + insuranceTotal]]);
          else expect(paid, label).toEqual([]);

          // The stored booking, read back: the same lines, the insurance as a line, and paid + pending = the lines' total.
          const stored = await server.call('getBooking', { token: player.token, params: { bookingId } });
          expect(stored.status, `${label}: ${JSON.stringify(stored.body)}`).toBe(200);
          const b = stored.body.booking;
          const storedLines: Line[] = b.priceLines;
          const withoutInsurance = storedLines.filter((l) => l.kind !== 'insurance');
          const comparable = (list: Line[]) => list.map(({ kind, amount, atClub, quantity }) => ({ kind, amount, atClub, quantity }));
          expect(comparable(withoutInsurance), label).toEqual(comparable(lines));
          expect(sum(storedLines.filter((l) => l.kind === 'insurance')), label).toBe(insuranceTotal);
          expect(b.totalAmount, label).toBe(sum(inTotal(storedLines)));
          expect(b.totalAmount, label).toBe(totalWithFee + insuranceTotal);
          expect(b.paidAmount + b.pendingAmount, label).toBe(b.totalAmount);
          expect(b.paidAmount, label).toBe(part > 0 ? part + fee + insuranceTotal : 0);
          expect(b.atClubAmount, label).toBe(sum(storedLines.filter((l) => l.atClub)));
        }
      }
      // What the seed allows was met: the combinations exercised every kind of line they can.
      expect(checked).toBe(booked);
      if (club.coupon) expect(seen.coupon).toBe(true);
      if (club.codes.some(Boolean)) expect(seen.discount).toBe(true);
      if (club.bins.some(Boolean)) expect(seen.bankDiscount).toBe(true);
      if (club.extras.some((e) => e.length > 0)) expect(seen.extra).toBe(true);
      if (club.slug === 'club-padel-vitacura') {
        expect([...seen.fee].sort()).toEqual([false, true]);
        expect(seen.atClub).toBe(true);
        expect([...seen.actions].sort()).toEqual(['book', 'pay']);
      }
      if (club.slug === 'palermo-padel') expect([...seen.actions].sort()).toEqual(['book', 'downpay', 'pay']);
    },
  );
});

describe('the issue’s example', () => {
  it('a coupon and one ball tube at Vitacura, 90 minutes in the evening: court −coupon + tube + fee = 4.635, and the booking owes 4.635', async () => {
    const clubId = await clubIdOf(server.db, 'club-padel-vitacura');
    const courtId = await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 2');
    const [player] = await createPlayers(server.db, server.deps.tokens, 1, 'example');
    const [coupon] = await server.db.select().from(clubCoupons).where(eq(clubCoupons.clubId, clubId));
    await server.db.insert(userCoupons).values({ userId: player.id, clubCouponId: coupon.id, quantityLeft: 1 });
    const slot = { clubId, sportId: SPORT_ID.padel, courtId, date: '2026-03-07', startTime: '19:00:00', endTime: '20:30:00' };
    expect((await hold(server, player, slot)).status).toBe(200);
    const first = (await quote(server, player, slot, quoteBody(slot, 90, [player.id]))).body;
    const tube = first.quotes[0].slot.ancillaries.find((a: { name: string }) => a.name === 'Tubo de pelotas');
    const entry = { userId: player.id, clubCouponId: coupon.id, ancillaries: [{ club_ancillary_id: tube.club_ancillary_id, quantity: 1 }] };
    const q = (await quote(server, player, slot, quoteBody(slot, 90, [entry]))).body;
    expect(q.priceLines.map((l: Line) => [l.kind, l.name, l.quantity, l.amount, l.atClub])).toEqual([
      ['court', null, 1, 36000, false],
      ['extra', 'Tubo de pelotas', 1, 4500, false],
      ['coupon', 'Cupón pádel', 1, -36000, false],
      ['fee', null, 1, 135, false],
    ]);
    expect(q.bookingActions.paymentAmounts).toMatchObject({ pay: 4500, totalWithFee: 4635 });
    const made = await book(
      server,
      player,
      slot,
      quoteBody(slot, 90, [entry], { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'x' }] }),
    );
    const stored = (await server.call('getBooking', { token: player.token, params: { bookingId: made.body.bookingId } })).body.booking;
    expect(stored).toMatchObject({ totalAmount: 4635, paidAmount: 0, pendingAmount: 4635, atClubAmount: 0 });
  });

  it('another player’s booking is not found (404, the spec’s -64)', async () => {
    const [a, b] = await createPlayers(server.db, server.deps.tokens, 2, 'owner');
    const clubId = await clubIdOf(server.db, 'club-padel-vitacura');
    const slot = {
      clubId,
      sportId: SPORT_ID.padel,
      courtId: await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 4'),
      date: '2026-03-07',
      startTime: '08:00:00',
      endTime: '09:00:00',
    };
    expect((await hold(server, a, slot)).status).toBe(200);
    const made = await book(
      server,
      a,
      slot,
      quoteBody(slot, 60, [a.id], { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'x' }] }),
    );
    expect((await server.call('getBooking', { token: a.token, params: { bookingId: made.body.bookingId } })).status).toBe(200);
    const other = await server.call('getBooking', { token: b.token, params: { bookingId: made.body.bookingId } });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ error: true, code: '-64' });
    expect((await server.call('getBooking', { params: { bookingId: made.body.bookingId } })).status).toBe(401);
  });
});
