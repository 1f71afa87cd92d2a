import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/transaction';
import { discountCodeUses, discountCodes } from '#server/db/schema';

export type DiscountAlert = 'alreadyInUse' | 'usedOrMissing' | 'notWorthwhile' | 'notWorthwhileUnavailable';
type CodeRow = typeof discountCodes.$inferSelect;

/** What the quote did with a code (priceInfo.reedeemedCode) and what it takes off. */
export interface DiscountVerdict {
  reedeemedCode: { codeFromApp: string; action: 'accept' | 'clear' | 'reject'; alert: DiscountAlert | null } | null;
  promoAmount: number;
  /** The accepted code. */
  code: CodeRow | null;
}

export interface DiscountRequest {
  clubId: number;
  userId: number;
  code: string | null;
  /** Six digits: a bank promotion for this card bin, with or without its code. */
  bin: string | null;
  cleanChanged: boolean;
  /** What the code would apply to (this person's online amount after their coupon). */
  payable: number;
  now: Date;
}

const NONE: DiscountVerdict = { reedeemedCode: null, promoAmount: 0, code: null };
const reject = (codeFromApp: string, alert: DiscountAlert): DiscountVerdict => ({
  reedeemedCode: { codeFromApp, action: 'reject', alert },
  promoAmount: 0,
  code: null,
});

/** The discount a code (or a card bin) gives: accepted with its amount, cleared, or rejected with the spec's alert. */
export async function judgeDiscount(db: Db | Tx, request: DiscountRequest): Promise<DiscountVerdict> {
  const typed = request.code?.trim().toUpperCase() ?? '';
  if (!typed && !request.bin)
    return request.cleanChanged ? { ...NONE, reedeemedCode: { codeFromApp: '', action: 'clear', alert: null } } : NONE;
  const candidates = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.clubId, request.clubId),
        typed ? eq(discountCodes.code, typed) : sql`${discountCodes.bins} @> jsonb_build_array(${request.bin}::text)`,
      ),
    )
    .limit(1);
  const code = candidates[0];
  const shown = typed || code?.code || '';
  const exhausted = code && code.maxUses !== null && code.usedCount >= code.maxUses;
  const expired = code?.validUntil && code.validUntil.getTime() <= request.now.getTime();
  if (!code || !code.active || exhausted || expired) return reject(shown, 'usedOrMissing');
  if (code.bins && !(request.bin && code.bins.includes(request.bin))) return reject(shown, 'usedOrMissing');
  const [used] = await db
    .select({ n: count() })
    .from(discountCodeUses)
    .where(
      and(eq(discountCodeUses.discountCodeId, code.id), eq(discountCodeUses.userId, request.userId), eq(discountCodeUses.active, true)),
    );
  if (Number(used?.n ?? 0) >= code.maxUsesPerUser) return reject(shown, 'alreadyInUse');
  if (request.payable <= 0) return reject(shown, 'notWorthwhile');
  if (request.payable < code.minAmount) return reject(shown, 'notWorthwhileUnavailable');
  const off =
    code.percentOff !== null ? Math.round((request.payable * code.percentOff) / 100) : Math.min(code.amountOff ?? 0, request.payable);
  if (off <= 0) return reject(shown, 'notWorthwhile');
  return { reedeemedCode: { codeFromApp: shown, action: 'accept', alert: null }, promoAmount: off, code };
}
