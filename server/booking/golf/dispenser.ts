import { and, eq, inArray } from 'drizzle-orm';
import { bookingContract } from '#kernel/contract';
import { DISPENSER_ERRORS } from '#kernel/contract/booking';
import type { SupportedLanguage } from '#kernel/lib/i18n/languages';
import type { Db } from '#server/db/client';
import { SQLSTATE, sqlState } from '#server/db/rows';
import { bookingPlayers, bookings, clubAncillaries, dispenserReleases } from '#server/db/schema';
import { inTransaction } from '#server/db/transaction';
import { callFailure, noAccess } from '#server/http/apiFailure';

// The golf ball dispenser (spec part 1 §5, §7 POST /api/ancillaries/dispenser): the app scanned the
// dispenser's one valid QR code; the dispenser hands out the dispenser extras bought on the booking,
// once. The booking user only; a cancelled, changed or finished booking gets nothing.

const endpoint = bookingContract.releaseDispenser;
const ACTIVE = ['BOOKED', 'PARTIALLY_PAYED', 'PAYED'] as const;

const TEXTS = {
  es: { title: 'Retira tus pelotas', message: (n: number) => `El dispensador entrega ${n} ${n === 1 ? 'balde' : 'baldes'} de pelotas.` },
  en: { title: 'Collect your balls', message: (n: number) => `The dispenser hands out ${n} ${n === 1 ? 'bucket' : 'buckets'} of balls.` },
  pt: { title: 'Retire suas bolas', message: (n: number) => `O dispensador entrega ${n} ${n === 1 ? 'balde' : 'baldes'} de bolas.` },
};

export interface DispenserAnswer {
  title: string;
  message: string;
  quantity: number;
}

export async function releaseDispenser(
  db: Db,
  bookingId: number,
  callerId: number,
  language: SupportedLanguage,
  now: Date,
): Promise<DispenserAnswer> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || booking.userId !== callerId) throw noAccess();
  if (!(ACTIVE as readonly string[]).includes(booking.status) || booking.endsAt.getTime() <= now.getTime()) {
    throw callFailure(endpoint, DISPENSER_ERRORS.notActive);
  }
  const players = await db
    .select({ ancillaries: bookingPlayers.ancillaries })
    .from(bookingPlayers)
    .where(eq(bookingPlayers.bookingId, bookingId));
  const bought = players.flatMap((p) => p.ancillaries).filter((a) => a.quantity > 0);
  const dispensed =
    bought.length === 0
      ? []
      : await db
          .select({ id: clubAncillaries.id })
          .from(clubAncillaries)
          .where(
            and(inArray(clubAncillaries.id, [...new Set(bought.map((a) => a.club_ancillary_id))]), eq(clubAncillaries.dispenser, true)),
          );
  const ids = new Set(dispensed.map((d) => d.id));
  const quantity = bought.filter((a) => ids.has(a.club_ancillary_id)).reduce((n, a) => n + a.quantity, 0);
  if (quantity === 0) throw callFailure(endpoint, DISPENSER_ERRORS.noDispenserItems);
  try {
    await inTransaction(db, (tx) =>
      tx
        .insert(dispenserReleases)
        .values({ bookingId, userId: callerId, quantity, releasedAt: now })
        .then(() => undefined),
    );
  } catch (error) {
    if (sqlState(error) === SQLSTATE.uniqueViolation) throw callFailure(endpoint, DISPENSER_ERRORS.alreadyReleased);
    throw error;
  }
  const texts = TEXTS[language.startsWith('pt') ? 'pt' : language.startsWith('en') ? 'en' : 'es'];
  return { title: texts.title, message: texts.message(quantity), quantity };
}

/** The booking summary's dispenser fields: the dispenser extras bought on the booking and whether they were handed out. */
export async function dispenserOf(
  db: Db,
  bookingId: number,
  people: { ancillaries: { club_ancillary_id: number; quantity: number }[] }[],
  extras: { id: number; dispenser: boolean }[],
): Promise<{ dispenserItems: number; dispenserReleased: boolean }> {
  const ids = new Set(extras.filter((e) => e.dispenser).map((e) => e.id));
  const dispenserItems = people.flatMap((p) => p.ancillaries).reduce((n, a) => n + (ids.has(a.club_ancillary_id) ? a.quantity : 0), 0);
  if (dispenserItems === 0) return { dispenserItems, dispenserReleased: false };
  const [row] = await db
    .select({ id: dispenserReleases.bookingId })
    .from(dispenserReleases)
    .where(eq(dispenserReleases.bookingId, bookingId));
  return { dispenserItems, dispenserReleased: row !== undefined };
}
