import { desc, eq, lte } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import type * as z from 'zod/mini';
import type { insurancePlan } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/transaction';
import { insurancePlans, ufValues } from '#server/db/schema';
import type { ClubRow, ClubRulesRow } from '#server/booking/availability/clubContext';

export type InsurancePlanDto = z.infer<typeof insurancePlan>;

const times = (uf: number | null, value: number | null) => (uf === null || value === null ? null : Math.round(uf * value));

/**
 * The booking insurance plan of a club (spec part 2 §3), per player: offered by one-click clubs that
 * allow it, in their country's plan. A plan priced in UF (Chile) is converted with the latest UF value
 * on or before the club's today; without one its amounts are null and the app declines the plan.
 */
export async function insurancePlanFor(db: Db | Tx, club: ClubRow, rules: ClubRulesRow, now: Date): Promise<InsurancePlanDto | null> {
  if (!rules.allowsInsurance || !rules.oneClick) return null;
  const [plan] = await db.select().from(insurancePlans).where(eq(insurancePlans.countryCode, club.countryCode));
  if (!plan) return null;
  if (plan.amountUf === null) {
    return {
      amount: plan.amount,
      amountUF: null,
      ufDate: null,
      ufValue: null,
      planCode: plan.planCode,
      policyAmount: plan.policyAmount,
      policyAmountUF: null,
      policyAmountReinburstment: plan.reimbursementAmount,
      policyAmountReinburstmentUF: null,
      url: plan.url,
      country: plan.countryCode,
      currencyCode: plan.currencyCode,
    };
  }
  const today = formatInTimeZone(now, club.timezone, 'yyyy-MM-dd');
  const [uf] = await db.select().from(ufValues).where(lte(ufValues.date, today)).orderBy(desc(ufValues.date)).limit(1);
  const value = uf?.value ?? null;
  return {
    amount: times(plan.amountUf, value),
    amountUF: plan.amountUf,
    ufDate: uf?.date ?? null,
    ufValue: value,
    planCode: plan.planCode,
    policyAmount: times(plan.policyAmountUf, value),
    policyAmountUF: plan.policyAmountUf,
    policyAmountReinburstment: times(plan.reimbursementAmountUf, value),
    policyAmountReinburstmentUF: plan.reimbursementAmountUf,
    url: plan.url,
    country: plan.countryCode,
    currencyCode: plan.currencyCode,
  };
}
