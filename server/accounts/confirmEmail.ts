import { and, eq } from 'drizzle-orm';
import { accountContract } from '#kernel/contract';
import { users } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { callFailure } from '#server/http/apiFailure';
import { confirmTokenMatches } from './confirmTokens';
import { isHuman } from './humanCheck';

const endpoint = accountContract.confirmEmail;

/**
 * Confirms the address of the e-mail's link, once the human check is solved (-1399 before anything
 * else, so tokens cannot be tried by machines). A wrong token or an unknown user is -37 (the same answer,
 * so user ids cannot be probed); the right token of an already confirmed address is -36.
 */
export async function confirmEmail(deps: ServerDeps, userId: number, token: string, humanCheck?: string): Promise<void> {
  if (!(await isHuman(deps.settings.humanCheck, humanCheck))) throw callFailure(endpoint, '-1399');
  const [user] = await deps.db
    .select({ confirmed: users.emailConfirmed, stored: users.emailConfirmToken })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || !confirmTokenMatches(token, user.stored)) throw callFailure(endpoint, '-37');
  if (user.confirmed) throw callFailure(endpoint, '-36');
  const updated = await deps.db
    .update(users)
    .set({ emailConfirmed: true })
    .where(and(eq(users.id, userId), eq(users.emailConfirmed, false)))
    .returning({ id: users.id });
  if (updated.length === 0) throw callFailure(endpoint, '-36'); // confirmed by a concurrent click
}
