import { and, eq } from 'drizzle-orm';
import type { EndpointDef } from '#kernel/contract';
import { cardSecureValidations } from '#server/db/schema';
import { callFailure, noAccess } from '#server/http/apiFailure';
import type { PaymentContext } from './paymentContext';

// POST /api/kushki/users/{userId}/save3DSValidationDiscount: the provider's word that a card passed
// 3-D Secure, recorded by its bin for a while, so that a discount code tied to that bin applies to the
// person's payments with the card (a bin typed in the discount field alone is not proof of the card).

/** How long a recorded validation lets a bin discount apply. */
export const SECURE_VALIDATION_MINUTES = 30;

export async function saveSecureValidation(
  ctx: PaymentContext,
  endpoint: EndpointDef,
  userId: number,
  input: { token: string; bin: string },
) {
  const now = ctx.now();
  const answer = await ctx.providers.cards.secureValidation(input.token);
  const refused = (msg: string) => callFailure(endpoint, '-333', { msg });
  if (!answer) throw refused('UNKNOWN_TOKEN');
  if (answer.bin !== input.bin) throw refused('BIN_MISMATCH');
  const [earlier] = await ctx.db
    .select()
    .from(cardSecureValidations)
    .where(and(eq(cardSecureValidations.provider, 'KUSHKI'), eq(cardSecureValidations.providerToken, input.token)));
  if (!earlier && answer.expiresAt !== null && answer.expiresAt.getTime() <= now.getTime()) throw refused('TOKEN_EXPIRED');
  if (!answer.required || !answer.passed) throw refused('AUTHENTICATION_UNSUCCESSFUL');
  const inserted = earlier
    ? []
    : await ctx.db
        .insert(cardSecureValidations)
        .values({
          userId,
          provider: 'KUSHKI',
          providerToken: input.token,
          bin: input.bin,
          validatedAt: now,
          expiresAt: new Date(now.getTime() + SECURE_VALIDATION_MINUTES * 60_000),
        })
        .onConflictDoNothing({ target: [cardSecureValidations.provider, cardSecureValidations.providerToken] })
        .returning();
  const row =
    inserted[0] ??
    earlier ??
    (
      await ctx.db
        .select()
        .from(cardSecureValidations)
        .where(and(eq(cardSecureValidations.provider, 'KUSHKI'), eq(cardSecureValidations.providerToken, input.token)))
    )[0];
  // A token recorded by someone else is theirs: nothing is told about it.
  if (!row || row.userId !== userId) throw noAccess();
  return { saved: true as const, bin: row.bin, validUntil: row.expiresAt.toISOString() };
}
