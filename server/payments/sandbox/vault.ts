import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { sandboxCardTokens } from '#server/db/schema';
import { inTransaction } from '#server/db/transaction';
import type { SubscriptionResult, TokenKind } from '../provider';
import { cardFacts, ENROLMENT_FAILURES, TRANSFER_REJECT_TEST_ID } from './testCards';

// The sandbox's card vault: what its browser script calls (tokenization, 3-D Secure, bank-transfer
// tokens) and the saved cards made from its tokens (subscriptions). A token stands for a typed card;
// the vault keeps the card's outcome class, bin, last four and type, never its number or CVV.

type CardTokenRow = typeof sandboxCardTokens.$inferSelect;

export interface VaultOptions {
  db: Db;
  now: () => Date;
}

const TOKEN_MINUTES = 15;

export const newToken = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;

export const SANDBOX_BANKS = [
  { code: '1022', name: 'Banco de Bogotá (sandbox)' },
  { code: '1007', name: 'Bancolombia (sandbox)' },
  { code: '1051', name: 'Davivienda (sandbox)' },
  { code: '1001', name: 'Banco de Chile (sandbox)' },
] as const;

/** A typed card on a sandbox page or in its script: the number stays in this call. */
export interface TypedCard {
  number: string;
  cvv: string;
  expMonth: string;
  expYear: string;
}

/** Whether a typed card is well formed and not past its month; its outcome when it is. */
export function checkTypedCard(card: TypedCard, now: Date): ReturnType<typeof cardFacts> {
  const facts = cardFacts(card.number);
  if (!facts || !/^\d{3,4}$/.test(card.cvv.trim())) return null;
  const month = Number(card.expMonth);
  const yearText = card.expYear.trim();
  if (!/^\d{1,2}$/.test(card.expMonth.trim()) || month < 1 || month > 12 || !/^(\d{2}|\d{4})$/.test(yearText)) return null;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return null;
  return facts;
}

export class SandboxVault {
  constructor(private readonly options: VaultOptions) {}

  private get db(): Db {
    return this.options.db;
  }

  private now(): Date {
    return this.options.now();
  }

  /** What a token is: a one-time card token, a saved card (subscription, one-click user), a transfer token. */
  async tokenKind(token: string): Promise<TokenKind> {
    const [card] = await this.db
      .select({ kind: sandboxCardTokens.kind, deletedAt: sandboxCardTokens.deletedAt })
      .from(sandboxCardTokens)
      .where(eq(sandboxCardTokens.token, token));
    if (!card || card.deletedAt) return 'unknown';
    if (card.kind === 'TOKEN') return 'oneTime';
    if (card.kind === 'TRANSFER') return 'transfer';
    return 'saved';
  }

  /**
   * The card a charge uses. A saved card (subscription, one-click user) is charged only when the
   * merchant says it is one (`savedCard`, which it says after checking the card is the payer's); a
   * one-time token only as one, and once.
   */
  async cardForCharge(kind: string, token: string | null, savedCard: boolean): Promise<{ card: CardTokenRow } | { reject: string }> {
    if (!token) return { reject: 'MISSING_CARD' };
    const [card] = await this.db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
    const allowed = kind === 'ONECLICK_CHARGE' ? (savedCard ? ['ONECLICK_USER'] : []) : savedCard ? ['SUBSCRIPTION'] : ['TOKEN'];
    if (!card || card.deletedAt || !allowed.includes(card.kind)) return { reject: 'INVALID_CARD' };
    if (card.kind !== 'TOKEN') return { card };
    if (card.expiresAt && card.expiresAt.getTime() <= this.now().getTime()) return { reject: 'TOKEN_EXPIRED' };
    if (card.requires3ds && !card.passed3ds) return { reject: 'AUTHENTICATION_FAILED' };
    const spent = await this.db
      .update(sandboxCardTokens)
      .set({ usedAt: this.now() })
      .where(and(eq(sandboxCardTokens.token, token), isNull(sandboxCardTokens.usedAt)))
      .returning();
    return spent.length === 1 ? { card } : { reject: 'TOKEN_USED' };
  }

  /** Tokenizes a typed card: the token stands for it; the number and CVV are not kept. */
  async tokenize(card: TypedCard & { holder: string }): Promise<{ token: string; requires3ds: boolean; secureId: string | null } | null> {
    const now = this.now();
    const facts = checkTypedCard(card, now);
    if (!facts || card.holder.trim().length < 2) return null;
    const requires3ds = facts.outcome === 'threeDsPass' || facts.outcome === 'threeDsFail';
    const token = newToken('sbx_tok');
    const secureId = requires3ds ? newToken('sbx_3ds') : null;
    await this.db.insert(sandboxCardTokens).values({
      token,
      kind: 'TOKEN',
      outcome: facts.outcome,
      bin: facts.bin,
      last4: facts.last4,
      cardType: facts.type,
      brand: facts.brand,
      expMonth: card.expMonth.trim().padStart(2, '0'),
      expYear: card.expYear.trim().slice(-2),
      requires3ds,
      secureId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_MINUTES * 60_000),
    });
    return { token, requires3ds, secureId };
  }

  /** The 3-D Secure step of a token: the card decides whether it passes. */
  async validate3ds(secureId: string): Promise<{ passed: boolean } | null> {
    const [card] = await this.db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.secureId, secureId));
    if (!card) return null;
    const passed = card.outcome === 'threeDsPass';
    await this.db.update(sandboxCardTokens).set({ passed3ds: passed }).where(eq(sandboxCardTokens.secureId, secureId));
    return { passed };
  }

  /** A one-time token's 3-D Secure step as the sandbox knows it. */
  async secureValidation(
    token: string,
  ): Promise<{ bin: string | null; required: boolean; passed: boolean; expiresAt: Date | null } | null> {
    const [card] = await this.db
      .select()
      .from(sandboxCardTokens)
      .where(and(eq(sandboxCardTokens.token, token), eq(sandboxCardTokens.kind, 'TOKEN')));
    if (!card) return null;
    return { bin: card.bin, required: card.requires3ds, passed: card.requires3ds && card.passed3ds === true, expiresAt: card.expiresAt };
  }

  async transferToken(input: { bankCode: string; testId: string | null }): Promise<{ token: string } | null> {
    if (!SANDBOX_BANKS.some((bank) => bank.code === input.bankCode) || !input.testId || !/^\d{6,12}$/.test(input.testId)) return null;
    const now = this.now();
    const token = newToken('sbx_trf');
    await this.db.insert(sandboxCardTokens).values({
      token,
      kind: 'TRANSFER',
      outcome: input.testId === TRANSFER_REJECT_TEST_ID ? 'reject' : 'approve',
      meta: { bankCode: input.bankCode },
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_MINUTES * 60_000),
    });
    return { token };
  }

  /** Spends a bank-transfer token (once, before it expires). */
  async spendTransferToken(token: string | null): Promise<{ outcome: string; meta: Record<string, unknown> } | null> {
    if (!token) return null;
    const [row] = await this.db
      .update(sandboxCardTokens)
      .set({ usedAt: this.now() })
      .where(
        and(
          eq(sandboxCardTokens.token, token),
          eq(sandboxCardTokens.kind, 'TRANSFER'),
          isNull(sandboxCardTokens.usedAt),
          sql`${sandboxCardTokens.expiresAt} > ${this.now().toISOString()}::timestamptz`,
        ),
      )
      .returning();
    return row ? { outcome: row.outcome, meta: row.meta } : null;
  }

  async createSubscription(input: { token: string; reference: string }): Promise<SubscriptionResult> {
    const fail = (code: string, internalCode: string, msg: string): SubscriptionResult => ({ ok: false, code, internalCode, msg });
    const [card] = await this.db
      .select()
      .from(sandboxCardTokens)
      .where(and(eq(sandboxCardTokens.token, input.token), eq(sandboxCardTokens.kind, 'TOKEN')));
    if (!card) return fail('-901', 'K004', 'Token no válido');
    const answer = (row: CardTokenRow): SubscriptionResult => ({
      ok: true,
      subscriptionId: row.token,
      card: {
        bin: row.bin,
        last4: row.last4 ?? '0000',
        type: row.cardType === 'debit' ? 'debit' : 'credit',
        brand: row.brand,
        expMonth: row.expMonth,
        expYear: row.expYear,
      },
    });
    const earlier = async () =>
      (
        await this.db
          .select()
          .from(sandboxCardTokens)
          .where(and(eq(sandboxCardTokens.sourceToken, input.token), eq(sandboxCardTokens.kind, 'SUBSCRIPTION')))
      )[0];
    if (card.usedAt) {
      const made = await earlier();
      return made && !made.deletedAt ? answer(made) : fail('-901', 'K005', 'Token ya utilizado');
    }
    if (card.expiresAt && card.expiresAt.getTime() <= this.now().getTime()) return fail('-901', 'K006', 'Token expirado');
    if (card.requires3ds && !card.passed3ds) return fail('-333', 'K3DS', 'La autenticación 3-D Secure no fue exitosa');
    const failure = ENROLMENT_FAILURES[card.outcome as keyof typeof ENROLMENT_FAILURES];
    if (failure) return fail(failure.code, failure.internalCode, failure.msg);
    const now = this.now();
    const made = await inTransaction(this.db, async (tx) => {
      const spent = await tx
        .update(sandboxCardTokens)
        .set({ usedAt: now })
        .where(and(eq(sandboxCardTokens.token, input.token), isNull(sandboxCardTokens.usedAt)))
        .returning();
      if (spent.length === 0) return null;
      const [row] = await tx
        .insert(sandboxCardTokens)
        .values({
          token: newToken('sbx_sub'),
          kind: 'SUBSCRIPTION',
          outcome: card.outcome,
          bin: card.bin,
          last4: card.last4,
          cardType: card.cardType,
          brand: card.brand,
          expMonth: card.expMonth,
          expYear: card.expYear,
          sourceToken: input.token,
          meta: { reference: input.reference },
          createdAt: now,
        })
        .returning();
      return row;
    });
    if (made) return answer(made);
    const again = await earlier();
    return again ? answer(again) : fail('-901', 'K005', 'Token ya utilizado');
  }

  async deleteSubscription(subscriptionId: string): Promise<void> {
    await this.db
      .update(sandboxCardTokens)
      .set({ deletedAt: this.now() })
      .where(and(eq(sandboxCardTokens.token, subscriptionId), isNull(sandboxCardTokens.deletedAt)));
  }
}
