import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ok } from './envelope';
import { idParam, userIdParams } from './common';

export const tokenClaims = z.object({ id: z.number().int(), role: z.string(), corp: z.string().nullable() });
export type TokenClaims = z.infer<typeof tokenClaims>;

export const birthDate = z.object({ year: z.number().int(), month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) });
export const phone = z.object({ phoneCode: z.string().max(8), phoneCountry: z.string().length(2), phoneNumber: z.string().max(20) });
export const geo = z.object({ countryCode: z.string().length(2), stateId: z.number().int().nullable(), cityId: z.number().int().nullable() });

export const user = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  birth_date: birthDate.nullable(),
  gender: z.enum(['M', 'F', 'O']).nullable(),
  phone: phone.nullable(),
  foid_country: z.string().nullable(),
  foid_type: z.string().nullable(),
  foid_number: z.string().nullable(),
  geo: geo.nullable(),
  profilePicture: z.string().nullable(),
  language: z.string(),
  role: z.string(),
  corp: z.string().nullable(),
  subscription: z.object({ hasActiveSubscriptions: z.boolean(), isEnabledInActiveCountry: z.boolean() }),
});
export type User = z.infer<typeof user>;

const email = z.string().trim().toLowerCase().email().max(254);
const password = z.string().min(8).max(200);

export const login = defineEndpoint({
  id: 'login',
  method: 'POST',
  path: '/api/login',
  auth: 'public',
  summary: 'Log in with e-mail and password; answers a JWT with id, role and corp',
  body: z.object({
    email,
    password: z.string().min(1).max(200),
    facebookToken: z.string().max(2000).optional(),
    facebookUserId: z.string().max(200).optional(),
    encodedClubMemberId: z.string().max(500).optional(),
  }),
  response: ok({ token: z.string() }),
  errors: {
    '-47': { status: 400, meaning: 'You must confirm your email' },
    '-48': { status: 429, meaning: 'Service abuse: too many failed attempts from this client' },
    '-2': { status: 400, meaning: 'Wrong e-mail or password' },
  },
});

export const register = defineEndpoint({
  id: 'register',
  method: 'POST',
  path: '/api/register',
  auth: 'public',
  summary: 'Create an account; confirmed accounts get a token at once, others an e-mail',
  body: z
    .object({
      first_name: z.string().trim().min(1).max(100),
      last_name: z.string().trim().min(1).max(100),
      email,
      password,
      repeat_password: z.string().max(200),
      phone: phone.optional(),
      foid_country: z.string().length(2).optional(),
      foid_type: z.string().max(10).optional(),
      foid_number: z.string().max(30).optional(),
      language: z.string().max(10).optional(),
      countryCode: z.string().length(2).optional(),
      encodedClubMemberId: z.string().max(500).optional(),
      returnTo: z.string().max(200).optional(),
      returnParamName: z.string().max(100).optional(),
      returnParamValue: z.string().max(500).optional(),
    })
    .refine((b) => b.password === b.repeat_password, { message: 'passwords differ', path: ['repeat_password'] }),
  response: ok({ userId: z.number().int(), emailConfirmed: z.enum(['Y', 'N']), token: z.string().nullable() }),
  errors: {
    '-3': { status: 409, meaning: 'A user with this e-mail (any letter case) or this document already exists' },
    '-48': { status: 429, meaning: 'Service abuse: too many registrations from this client' },
    '-918': { status: 400, meaning: 'The document must be valid' },
    '-1956': { status: 400, meaning: 'Invalid phone' },
  },
});

export const confirmEmail = defineEndpoint({
  id: 'confirmEmail',
  method: 'POST',
  path: '/api/confirm_email',
  auth: 'public',
  // The server answers status 'success' on confirmation and -36 when the link's address is already
  // confirmed (the spec's code); 'already_confirmed' stays in the enum for clients that map both.
  summary: 'Confirm an e-mail address with the token sent by e-mail',
  body: z.object({ userId: idParam, token: z.string().min(1).max(500), recaptchaValue: z.string().max(4000).optional() }),
  response: ok({ status: z.enum(['success', 'already_confirmed']) }),
  errors: {
    '-36': { status: 409, meaning: 'E-mail already confirmed' },
    '-37': { status: 400, meaning: 'Invalid or expired confirmation token' },
  },
});

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
  body: z.object({}).strict().optional(),
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
  body: z
    .object({
      first_name: z.string().trim().min(1).max(100),
      last_name: z.string().trim().min(1).max(100),
      birth_date: birthDate.nullable(),
      gender: z.enum(['M', 'F', 'O']).nullable(),
      phone: phone.nullable(),
      foid_country: z.string().length(2).nullable(),
      foid_type: z.string().max(10).nullable(),
      foid_number: z.string().max(30).nullable(),
      geo: geo.nullable(),
    })
    .partial()
    .strict(),
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
  body: z.object({ language: z.string().min(2).max(10) }),
  response: ok({ language: z.string() }),
  errors: {},
});

// ── e-mail change (spec part 3 §5 "A new e-mail is checked for uniqueness before change", §7
// "Account"; part 1 §2.4 action CONFIRM, §7 the confirm call) ─────────────────────────────────

/** `/api/users/:userId/change-email/:email/...`: the new address travels in the path. */
export const changeEmailParams = z.object({ userId: idParam, email }).strict();
/** The confirm call names it as the spec does: `/api/users/{id}/change-email/{newEmail}/confirm`. */
export const confirmEmailChangeParams = z.object({ userId: idParam, newEmail: email }).strict();

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
  body: z.object({ password: z.string().min(1).max(200) }).strict(),
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
  body: z.object({ token: z.string().min(1).max(500).optional() }).strict().optional(),
  response: ok({ email: z.string() }),
  errors: {
    '-3': { status: 409, meaning: 'Another account took this e-mail meanwhile; the change stays pending until it expires' },
    '-36': { status: 409, meaning: 'The e-mail was already changed to this address' },
    '-37': { status: 400, meaning: 'No pending change to this address (never asked, replaced or expired), or the token does not match' },
  },
});
