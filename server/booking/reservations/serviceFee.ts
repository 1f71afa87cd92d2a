import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/transaction';
import { serviceFees } from '#server/db/schema';

export interface ServiceFee {
  active: boolean;
  feeAmount: number;
}

const NO_FEE: ServiceFee = { active: false, feeAmount: 0 };

/** The club's service fee on an amount (basis points plus a fixed part); none on amounts of 0 or less. */
export async function serviceFeeFor(db: Db | Tx, clubId: number, amount: number): Promise<ServiceFee> {
  if (amount <= 0) return NO_FEE;
  const [fee] = await db.select().from(serviceFees).where(eq(serviceFees.clubId, clubId));
  if (!fee?.active) return NO_FEE;
  const feeAmount = Math.round((amount * fee.percentBasisPoints) / 10_000) + fee.fixedAmount;
  return feeAmount > 0 ? { active: true, feeAmount } : NO_FEE;
}
