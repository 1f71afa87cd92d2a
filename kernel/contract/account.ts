import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { ok } from './envelope';
import { idParam, userIdParams } from './common';

export const tokenClaims = z.object({ id: z.int(), role: z.string(), corp: z.nullable(z.string()) });
export type TokenClaims = z.infer<typeof tokenClaims>;

export const birthDate = z.object({
  year: z.int(),
  month: z.int().check(z.minimum(1), z.maximum(12)),
  day: z.int().check(z.minimum(1), z.maximum(31)),
});
export const phone = z.object({
  phoneCode: z.string().check(z.maxLength(8)),
  phoneCountry: z.string().check(z.length(2)),
  phoneNumber: z.string().check(z.maxLength(20)),
});
export const geo = z.object({ countryCode: z.string().check(z.length(2)), stateId: z.nullable(z.int()), cityId: z.nullable(z.int()) });

export const user = z.object({
  id: z.int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  birth_date: z.nullable(birthDate),
  gender: z.nullable(z.enum(['M', 'F', 'O'])),
  phone: z.nullable(phone),
  foid_country: z.nullable(z.string()),
  foid_type: z.nullable(z.string()),
  foid_number: z.nullable(z.string()),
  geo: z.nullable(geo),
  profilePicture: z.nullable(z.string()),
  language: z.string(),
  /** The account's country: its profile field settings apply to the personal data. */
  country_code: z.string(),
  role: z.string(),
  corp: z.nullable(z.string()),
  subscription: z.object({ hasActiveSubscriptions: z.boolean(), isEnabledInActiveCountry: z.boolean() }),
});
export type User = z.infer<typeof user>;

// Trimmed and lower-cased before the e-mail format and length checks, in this order.
export const email = z.string().check(z.trim(), z.toLowerCase(), z.email(), z.maxLength(254));

export const validateToken = defineEndpoint({
  id: 'validateToken',
  method: 'GET',
  path: '/api/token/valid',
  auth: 'user',
  summary: 'Checks the session token on start',
  response: ok({ valid: z.literal(true), claims: tokenClaims }),
  errors: {},
});

export const logout = defineEndpoint({
  id: 'logout',
  method: 'POST',
  path: '/api/users/:userId/logout',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'Ends the session of this token',
  params: userIdParams,
  body: z.optional(z.strictObject({})),
  response: ok({}),
  errors: {},
});

export const getUser = defineEndpoint({
  id: 'getUser',
  method: 'GET',
  path: '/api/user/:userId',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'The profile of the logged-in user',
  params: userIdParams,
  response: ok({ user }),
  errors: {},
});

export const updateUser = defineEndpoint({
  id: 'updateUser',
  method: 'PUT',
  path: '/api/user/:userId',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'Update personal data',
  params: userIdParams,
  body: z.partial(
    z.strictObject({
      first_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
      last_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
      birth_date: z.nullable(birthDate),
      gender: z.nullable(z.enum(['M', 'F', 'O'])),
      phone: z.nullable(phone),
      foid_country: z.nullable(z.string().check(z.length(2))),
      foid_type: z.nullable(z.string().check(z.maxLength(10))),
      foid_number: z.nullable(z.string().check(z.maxLength(30))),
      geo: z.nullable(geo),
    }),
  ),
  response: ok({ user }),
  errors: {
    '-3': { status: 409, meaning: 'Another user has this document' },
    '-918': { status: 400, meaning: 'The document must be valid' },
    '-1956': { status: 400, meaning: 'Invalid phone' },
  },
});

export const setLanguage = defineEndpoint({
  id: 'setLanguage',
  method: 'POST',
  path: '/api/users/:userId/set-language',
  auth: 'user',
  ownerParam: 'userId',
  summary: "Stores the user's language (e-mails are sent in it)",
  params: userIdParams,
  body: z.object({ language: z.string().check(z.minLength(2), z.maxLength(10)) }),
  response: ok({ language: z.string() }),
  errors: {},
});

// ── e-mail change (spec part 3 §5 "A new e-mail is checked for uniqueness before change", §7
// "Account"; part 1 §2.4 action CONFIRM, §7 the confirm call) ─────────────────────────────────

/** `/api/users/:userId/change-email/:email/...`: the new address travels in the path. */
export const changeEmailParams = z.strictObject({ userId: idParam, email });
/** The confirm call names it as the spec does: `/api/users/{id}/change-email/{newEmail}/confirm`. */
export const confirmEmailChangeParams = z.strictObject({ userId: idParam, newEmail: email });

export const checkEmailChange = defineEndpoint({
  id: 'checkEmailChange',
  method: 'GET',
  path: '/api/users/:userId/change-email/:email/check',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'Whether a new e-mail is free: no account (yours included) uses it, in any letter case',
  params: changeEmailParams,
  response: ok({ email: z.string(), available: z.boolean() }),
  errors: {},
});

export const requestEmailChange = defineEndpoint({
  id: 'requestEmailChange',
  method: 'POST',
  path: '/api/users/:userId/change-email/:email',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'Asks to change the e-mail: checks the password and mails a confirmation link to the new address',
  params: changeEmailParams,
  body: z.strictObject({ password: z.string().check(z.minLength(1), z.maxLength(200)) }),
  response: ok({ email: z.string() }),
  errors: {
    // 400, never 401/403: those mean "no valid session" and log the user out.
    '-2': { status: 400, meaning: 'Wrong password' },
    '-3': { status: 409, meaning: 'An account (yours included) already uses this e-mail, in any letter case' },
    '-48': { status: 429, meaning: 'Service abuse: too many wrong passwords for this account' },
  },
});

export const confirmEmailChange = defineEndpoint({
  id: 'confirmEmailChange',
  method: 'POST',
  path: '/api/users/:userId/change-email/:newEmail/confirm',
  auth: 'user',
  ownerParam: 'userId',
  // The spec's session sends only user_id and new_email; the link's token is checked when sent.
  summary: "Applies the logged-in user's pending e-mail change to this address (the link's token, when sent, must match)",
  params: confirmEmailChangeParams,
  body: z.optional(z.strictObject({ token: z.optional(z.string().check(z.minLength(1), z.maxLength(500))) })),
  response: ok({ email: z.string() }),
  errors: {
    '-3': { status: 409, meaning: 'Another account took this e-mail meanwhile; the change stays pending until it expires' },
    '-36': { status: 409, meaning: 'The e-mail was already changed to this address' },
    '-37': { status: 400, meaning: 'No pending change to this address (never asked, replaced or expired), or the token does not match' },
  },
});
