// Password recovery (spec part 3 §2 /forgot_password and /reset_password, §7 "Account", §8 "Reset
// password"): ask for a reset link by e-mail or by identity document, then set a new password with
// the link's token. The two requests answer the same whether or not an account matches, so they do
// not reveal which e-mails or documents have accounts.
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { ok } from './envelope';
import { email } from './account';
import { password } from './accountEntry';

const ABUSE = { status: 429, meaning: 'Service abuse: too many reset requests from this client or for this account' };

export const forgotPassword = defineEndpoint({
  id: 'forgotPassword',
  method: 'POST',
  path: '/api/users/forgot_password',
  auth: 'public',
  summary: 'Mails a reset link to the account with this e-mail, if there is one; the same answer either way',
  body: z.object({ email }),
  response: ok({}),
  errors: { '-48': ABUSE },
});

export const forgotPasswordFoid = defineEndpoint({
  id: 'forgotPasswordFoid',
  method: 'POST',
  path: '/api/users/forgot_password_foid',
  auth: 'public',
  summary: 'Mails a reset link to the e-mail of the account with this identity document, if there is one; the same answer either way',
  body: z.object({
    foid_country: z.string().check(z.length(2)),
    foid_type: z.optional(z.string().check(z.maxLength(10))),
    foid_number: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)),
  }),
  response: ok({}),
  errors: {
    '-48': ABUSE,
    '-918': { status: 400, meaning: "The document does not pass its country's rule" },
  },
});

export const resetPassword = defineEndpoint({
  id: 'resetPassword',
  method: 'POST',
  path: '/api/users/reset_password',
  auth: 'public',
  summary: "Sets a new password with the reset link's token (single use, expiring); ends the account's sessions",
  body: z.object({
    email,
    token: z.string().check(z.minLength(1), z.maxLength(500)),
    password,
  }),
  response: ok({}),
  errors: {
    '-37': { status: 400, meaning: 'The link is not valid: unknown, already used, replaced by a newer one, or expired' },
    '-48': { status: 429, meaning: 'Service abuse: too many wrong reset links from this client' },
  },
});
