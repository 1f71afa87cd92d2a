// The reset link's query (spec part 3 §2: /reset_password?email&token) as the reset machine's input.
import { isValidEmail } from '#kernel/lib/validators';
import type { QueryReader } from '#machines/confirmEmail/confirmEmail.request';
import type { ResetLink } from './passwordRecovery.types';

/** The link from the query; null when the e-mail or token is missing or malformed. */
export function resetLinkFrom(query: QueryReader): ResetLink | null {
  const email = query.get('email')?.trim().toLowerCase() ?? '';
  const token = query.get('token')?.trim() ?? '';
  if (!isValidEmail(email) || !token || token.length > 500) return null;
  return { email, token };
}
