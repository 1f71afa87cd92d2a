import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { EndpointDef } from '#kernel/contract';
import { billingAddresses, clubs, paymentMethods, paymentMethodScopes, users } from '#server/db/schema';
import { SQLSTATE, sqlState } from '#server/db/rows';
import { inTransaction, type Tx } from '#server/db/transaction';
import { callFailure, noAccess } from '#server/http/apiFailure';
import { normalizeDocument } from '#kernel/lib/validators';
import { requestCountry } from '#server/http/requestLanguage';
import { countryPayments } from './fops';
import type { PaymentContext } from './paymentContext';

// Saved cards of the card provider (KUSHKI): the country config, the pre-check, the subscription made
// from the provider script's one-time token (user or club), deletion and the missing data a method
// asks for (spec part 2 §3, §5, §7 "Cashier and cards", §8 "Card enrolment"; part 3 §8 "Cards").
// The card number and CVV go from the person's browser to the provider's script only.

export type CardOwner = { kind: 'user'; userId: number } | { kind: 'club'; clubId: number };

/** The card provider's country: the club's, else the one asked for, else the x-country header's, else the profile's. */
export async function cardCountry(
  ctx: PaymentContext,
  request: FastifyRequest,
  userId: number,
  clubId?: number | null,
  country?: string,
): Promise<string> {
  if (clubId) {
    const [club] = await ctx.db.select({ countryCode: clubs.countryCode }).from(clubs).where(eq(clubs.id, clubId));
    if (!club) throw noAccess();
    return club.countryCode;
  }
  if (country) return country.toUpperCase();
  const header = requestCountry(request);
  if (header) return header;
  const [user] = await ctx.db.select({ countryCode: users.countryCode }).from(users).where(eq(users.id, userId));
  return user?.countryCode ?? 'CL';
}

const ownerCondition = (owner: CardOwner) =>
  owner.kind === 'user' ? eq(paymentMethods.userId, owner.userId) : eq(paymentMethods.clubId, owner.clubId);

async function liveCards(ctx: PaymentContext, owner: CardOwner) {
  return ctx.db
    .select()
    .from(paymentMethods)
    .where(and(ownerCondition(owner), eq(paymentMethods.provider, 'KUSHKI'), isNull(paymentMethods.deletedAt)));
}

export async function cardConfig(ctx: PaymentContext, userId: number, countryCode: string) {
  const country = countryPayments(countryCode);
  const merchant = ctx.providers.merchant(countryCode);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.provider, 'KUSHKI'), isNull(paymentMethods.deletedAt)));
  return {
    currencyCode: country.currencyCode,
    publicMerchantId: merchant.publicMerchantId,
    askForFoid: country.askForFoid,
    askForAddress: country.askForAddress,
    testEnvironment: merchant.testEnvironment,
    status: country.methods.includes('KUSHKI') ? 'ACTIVE' : 'INACTIVE',
    reachedMaxCards: Number(row?.n ?? 0) >= ctx.maxCards,
    maxCards: ctx.maxCards,
  };
}

export interface CardDescription {
  bin: string;
  lfd: string;
  expMonth?: string;
  expYear?: string;
}

/** The checks before any provider call, in the spec's order: document (-12), maximum (-375), already saved (-376). */
export async function checkEnrolment(
  ctx: PaymentContext,
  endpoint: EndpointDef,
  owner: CardOwner,
  countryCode: string,
  card: CardDescription,
  userId: number,
): Promise<void> {
  if (owner.kind === 'user' && countryPayments(countryCode).askForFoid) {
    const [user] = await ctx.db.select({ foidNumber: users.foidNumber }).from(users).where(eq(users.id, userId));
    if (!user?.foidNumber) throw callFailure(endpoint, '-12');
  }
  const cards = await liveCards(ctx, owner);
  if (cards.length >= ctx.maxCards) throw callFailure(endpoint, '-375', { maxCards: ctx.maxCards });
  if (cards.some((saved) => sameCard(saved, card))) throw callFailure(endpoint, '-376');
}

/** A saved card is this card: same bin and last four, and the same expiry where both know it. */
function sameCard(saved: typeof paymentMethods.$inferSelect, card: CardDescription): boolean {
  return (
    saved.bin === card.bin &&
    saved.last4 === card.lfd &&
    (!card.expMonth || !saved.expMonth || saved.expMonth === card.expMonth) &&
    (!card.expYear || !saved.expYear || saved.expYear === card.expYear)
  );
}

export interface SubscriptionInput extends CardDescription {
  token: string;
  countryCode: string;
}

/**
 * Saves a card from the provider script's one-time token: the provider checks the token (unused,
 * not expired, its 3-D Secure passed) and answers the card's bin, last four and type, which must be
 * the ones the browser described. The same card sent again answers -376 (it is saved); the same token
 * sent twice at once makes one card (the provider answers one subscription per token).
 */
export async function subscribeCard(
  ctx: PaymentContext,
  endpoint: EndpointDef,
  owner: CardOwner,
  userId: number,
  input: SubscriptionInput,
) {
  const reference = owner.kind === 'user' ? `user-${owner.userId}` : `club-${owner.clubId}`;
  await checkEnrolment(ctx, endpoint, owner, input.countryCode, input, userId);
  const result = await ctx.providers.cards.createSubscription({ token: input.token, reference });
  if (!result.ok) {
    const code = Object.hasOwn(endpoint.errors, result.code) ? result.code : '-901';
    throw callFailure(endpoint, code, { msg: result.msg, internalCode: result.internalCode });
  }
  const { card } = result;
  if (card.bin !== input.bin || card.last4 !== input.lfd) {
    await ctx.providers.cards.deleteSubscription(result.subscriptionId);
    throw callFailure(endpoint, '-333', { msg: 'The card does not match the token', internalCode: 'MISMATCH' });
  }
  if (owner.kind === 'club' && card.type !== 'credit') {
    await ctx.providers.cards.deleteSubscription(result.subscriptionId);
    throw callFailure(endpoint, '-932');
  }
  const now = ctx.now();
  const expMonth = card.expMonth ?? input.expMonth ?? null;
  const expYear = card.expYear ?? input.expYear ?? null;
  // The maximum is a database guarantee, not a hope: the owner's row is locked, so a person's (or a
  // club's) enrolments run one at a time from here; the count and the same-card check are taken
  // again under the lock, and the card is saved only below the maximum.
  const saved = await inTransaction(ctx.db, async (tx): Promise<typeof paymentMethods.$inferSelect | '-375' | '-376'> => {
    await lockOwner(tx, owner);
    const [same] = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.provider, 'KUSHKI'), eq(paymentMethods.providerToken, result.subscriptionId)));
    if (same) return same;
    const cards = await tx
      .select()
      .from(paymentMethods)
      .where(and(ownerCondition(owner), eq(paymentMethods.provider, 'KUSHKI'), isNull(paymentMethods.deletedAt)));
    if (cards.length >= ctx.maxCards) return '-375';
    if (
      cards.some((saved) =>
        sameCard(saved, { bin: card.bin ?? input.bin, lfd: card.last4, expMonth: expMonth ?? undefined, expYear: expYear ?? undefined }),
      )
    )
      return '-376';
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        userId: owner.kind === 'user' ? owner.userId : null,
        clubId: owner.kind === 'club' ? owner.clubId : null,
        provider: 'KUSHKI',
        providerToken: result.subscriptionId,
        bin: card.bin,
        last4: card.last4,
        cardType: card.type,
        brand: card.brand,
        expMonth,
        expYear,
        createdAt: now,
      })
      .returning();
    return row;
  });
  if (saved === '-375' || saved === '-376') {
    // The provider's subscription is not kept either: nothing of this card stays anywhere.
    await ctx.providers.cards.deleteSubscription(result.subscriptionId);
    throw saved === '-375' ? callFailure(endpoint, '-375', { maxCards: ctx.maxCards }) : callFailure(endpoint, '-376');
  }
  return enrolledCard(saved);
}

/** Locks the card owner's row (users or clubs) until the transaction ends: its enrolments queue here. */
async function lockOwner(tx: Tx, owner: CardOwner): Promise<void> {
  if (owner.kind === 'user') await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('no key update');
  else await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, owner.clubId)).for('no key update');
}

const enrolledCard = (row: typeof paymentMethods.$inferSelect) => ({
  paymentMethodId: row.id,
  userKushkiSubscriptionId: row.providerToken,
  bin: row.bin ?? '',
  lfd: row.last4,
  cardType: row.cardType,
});

/** -33's msg per scope. */
const IN_USE_MESSAGE = { PRIME: 'CARD_USED_BY_PRIME', CLUB_MEMBERSHIP: 'CARD_USED_BY_CLUB_MEMBERSHIP' } as const;

/**
 * Deletes one of the user's cards (by our id or the provider's); a card a subscription charges stays
 * (-33). False when it is not (or no longer) one of the user's cards: nothing of anyone else changes.
 */
export async function deleteCard(ctx: PaymentContext, endpoint: EndpointDef, userId: number, idOrToken: string): Promise<boolean> {
  const byId = /^\d{1,9}$/.test(idOrToken) ? Number(idOrToken) : null;
  const [card] = await ctx.db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, userId),
        isNull(paymentMethods.deletedAt),
        byId !== null ? eq(paymentMethods.id, byId) : eq(paymentMethods.providerToken, idOrToken),
      ),
    );
  if (!card) return false;
  const [scope] = await ctx.db.select().from(paymentMethodScopes).where(eq(paymentMethodScopes.paymentMethodId, card.id)).limit(1);
  if (scope) throw callFailure(endpoint, '-33', { msg: IN_USE_MESSAGE[scope.scope] });
  const [deleted] = await ctx.db
    .update(paymentMethods)
    .set({ deletedAt: ctx.now() })
    .where(and(eq(paymentMethods.id, card.id), isNull(paymentMethods.deletedAt)))
    .returning();
  if (deleted && card.provider === 'KUSHKI') await ctx.providers.cards.deleteSubscription(card.providerToken);
  return Boolean(deleted);
}

export interface MissingData {
  foid?: { foidCountry: string; foidType: string; foidNumber: string };
  address?: { countryCode: string; geoStateId: number | null; geoCityId: number | null; address: string };
}

export interface Foid {
  foidCountry: string;
  foidType: string;
  foidNumber: string;
}

/** The document as stored (validated per country and type, normalised), or -400. */
function checkedFoid(endpoint: EndpointDef, foid: Foid): Foid {
  const foidCountry = foid.foidCountry.trim().toUpperCase();
  const foidType = foid.foidType.trim().toUpperCase() || 'NI';
  const foidNumber = normalizeDocument(foidCountry, foidType, foid.foidNumber);
  if (foidNumber === null)
    throw callFailure(endpoint, '-400', { reason: 'The document number is not valid', field: 'foidNumber', foidCountry, foidType });
  return { foidCountry, foidType, foidNumber: foidNumber.toUpperCase() };
}

/** PUT /api/users/{userId}/foid: the caller's document, validated; -487 when another account has it. */
export async function updateFoid(ctx: PaymentContext, endpoint: EndpointDef, userId: number, foid: Foid): Promise<Foid> {
  const checked = checkedFoid(endpoint, foid);
  try {
    await ctx.db.update(users).set(checked).where(eq(users.id, userId));
  } catch (error) {
    if (sqlState(error) === SQLSTATE.uniqueViolation) throw callFailure(endpoint, '-487');
    throw error;
  }
  return checked;
}

/** The ID number (validated; -487 when another account has it) and the billing address a method asks for. */
export async function updateMissingData(
  ctx: PaymentContext,
  endpoint: EndpointDef,
  userId: number,
  data: MissingData,
): Promise<Array<'foid' | 'address'>> {
  const updated: Array<'foid' | 'address'> = [];
  const foid = data.foid ? checkedFoid(endpoint, data.foid) : null;
  if (foid) {
    try {
      await ctx.db.update(users).set(foid).where(eq(users.id, userId));
    } catch (error) {
      if (sqlState(error) === SQLSTATE.uniqueViolation) throw callFailure(endpoint, '-487');
      throw error;
    }
    updated.push('foid');
  }
  if (data.address) {
    const values = { ...data.address, address: data.address.address.trim(), updatedAt: ctx.now() };
    await ctx.db
      .insert(billingAddresses)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: billingAddresses.userId, set: values });
    updated.push('address');
  }
  return updated;
}
