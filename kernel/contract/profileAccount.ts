// The account pages of the profile area (spec part 3 §2 profile area and /terms, §7 "Account"):
// profile picture, password change, account closure, and the terms text per country.
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { ok } from './envelope';
import { userIdParams } from './common';
import { password } from './accountEntry';

/** Part 3 §9 "Files at most 10 MB, JPG/PNG" (the profile picture takes JPG and PNG only). */
export const PROFILE_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;
/** The multipart field that carries the picture. */
export const PROFILE_PICTURE_FIELD = 'file';
/** Part 3 §9 "Account closure: contact within 48 hours". */
export const ACCOUNT_CLOSURE_CONTACT_HOURS = 48;

export const uploadProfilePicture = defineEndpoint({
  id: 'uploadProfilePicture',
  method: 'POST',
  path: '/api/users/:userId/profile-picture',
  auth: 'user',
  ownerParam: 'userId',
  // The body is multipart/form-data with one file in the field `file` (not JSON, so no body schema).
  summary: 'Sets the profile picture: multipart field `file`, a JPG or PNG (checked by its content) of at most 10 MB; stored resized',
  params: userIdParams,
  response: ok({ profilePicture: z.string() }),
  errors: {
    '-1424': { status: 400, meaning: 'Bad file: none, or not a JPG or PNG image by its content (whatever its name or declared type)' },
    '-1425': { status: 413, meaning: 'The file is larger than 10 MB' },
  },
});

export const changePassword = defineEndpoint({
  id: 'changePassword',
  method: 'PUT',
  path: '/api/users/:userId/password',
  auth: 'user',
  ownerParam: 'userId',
  summary: "Changes the password: the current one must be right; the account's other sessions end, this one stays",
  params: userIdParams,
  body: z.strictObject({
    current_password: z.string().check(z.minLength(1), z.maxLength(200)),
    password,
  }),
  response: ok({}),
  errors: {
    // 400, never 401/403: those mean "no valid session" and log the user out.
    '-2': { status: 400, meaning: 'The current password is wrong' },
    '-4': { status: 400, meaning: 'The new password is the current one' },
    '-48': { status: 429, meaning: 'Service abuse: too many wrong current passwords for this account' },
  },
});

export const requestAccountClosure = defineEndpoint({
  id: 'requestAccountClosure',
  method: 'POST',
  path: '/api/users/:userId/zendesk/unsubscribe',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'Asks to close the account: support contacts the user within 48 hours, then the account is closed (sessions end, login refused)',
  params: userIdParams,
  body: z.optional(z.strictObject({})),
  response: ok({ requestedAt: z.string(), contactWithinHours: z.number() }),
  errors: {},
});

const closureRequest = z.object({ requestedAt: z.string(), contactWithinHours: z.number() });

// Added (the spec names only the POST): opening the page again shows the pending request, not a new form.
export const getAccountClosure = defineEndpoint({
  id: 'getAccountClosure',
  method: 'GET',
  path: '/api/users/:userId/zendesk/unsubscribe',
  auth: 'user',
  ownerParam: 'userId',
  summary: "The player's pending closure request (when it was made, the contact window), or null when none",
  params: userIdParams,
  response: ok({ request: z.nullable(closureRequest) }),
  errors: {},
});

export const termsParams = z.strictObject({ country: z.string().check(z.regex(/^[A-Za-z]{2}$/), z.toUpperCase()) });

export const getTerms = defineEndpoint({
  id: 'getTerms',
  method: 'GET',
  path: '/api/admin/cms-terms/FULL/:country/getOne',
  auth: 'public',
  summary: "The full terms and conditions of a country, in the country's language",
  params: termsParams,
  response: ok({
    terms: z.object({ country: z.string(), language: z.string(), title: z.string(), body: z.string(), updatedAt: z.string() }),
  }),
  // A country without terms answers the common no-access code (HTTP 404).
  errors: {},
});
