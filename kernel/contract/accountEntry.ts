// The way into an account: log in, register, confirm the e-mail. Apart from account.ts (the session's
// own calls) so the screens that never sign anyone in do not carry these schemas.
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { ok } from './envelope';
import { idParam } from './common';
import { birthDate, email, phone } from './account';

export const PASSWORD_MIN_LENGTH = 8;
/** A new password (registration, reset, change): 8 to 200 characters. */
export const password = z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(200));

export const login = defineEndpoint({
  id: 'login',
  method: 'POST',
  path: '/api/login',
  auth: 'public',
  summary: 'Log in with e-mail and password, or e-mail and a verified social-login token; answers a JWT with id, role and corp',
  body: z
    .object({
      email,
      /** Empty only with a social-login token and its provider user id. */
      password: z.optional(z.string().check(z.maxLength(200))),
      facebookToken: z.optional(z.string().check(z.maxLength(2000))),
      facebookUserId: z.optional(z.string().check(z.maxLength(200))),
      encodedClubMemberId: z.optional(z.string().check(z.maxLength(500))),
    })
    .check(
      z.refine((b) => Boolean(b.password) || Boolean(b.facebookToken && b.facebookUserId), {
        message: 'a password, or a social-login token with its user id',
        path: ['password'],
      }),
    ),
  response: ok({ token: z.string() }),
  errors: {
    '-47': { status: 400, meaning: 'You must confirm your email' },
    '-48': { status: 429, meaning: 'Service abuse: too many failed attempts from this client' },
    '-2': { status: 400, meaning: "Wrong e-mail or password (or a social-login token that is not this account's)" },
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
      first_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
      last_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
      email,
      password,
      repeat_password: z.string().check(z.maxLength(200)),
      phone: z.optional(phone),
      foid_country: z.optional(z.string().check(z.length(2))),
      foid_type: z.optional(z.string().check(z.maxLength(10))),
      foid_number: z.optional(z.string().check(z.maxLength(30))),
      birth_date: z.optional(birthDate),
      gender: z.optional(z.enum(['M', 'F', 'O'])),
      facebook_token: z.optional(z.string().check(z.maxLength(2000))),
      facebook_user_id: z.optional(z.string().check(z.maxLength(200))),
      leadCode: z.optional(z.string().check(z.maxLength(100))),
      language: z.optional(z.string().check(z.maxLength(10))),
      countryCode: z.optional(z.string().check(z.length(2))),
      encodedClubMemberId: z.optional(z.string().check(z.maxLength(500))),
      returnTo: z.optional(z.string().check(z.maxLength(200))),
      returnParamName: z.optional(z.string().check(z.maxLength(100))),
      returnParamValue: z.optional(z.string().check(z.maxLength(500))),
    })
    .check(z.refine((b) => b.password === b.repeat_password, { message: 'passwords differ', path: ['repeat_password'] })),
  response: ok({ userId: z.int(), emailConfirmed: z.enum(['Y', 'N']), token: z.nullable(z.string()) }),
  errors: {
    '-3': { status: 409, meaning: 'A user with this e-mail (any letter case) or this document already exists' },
    '-48': { status: 429, meaning: 'Service abuse: too many registrations from this client' },
    '-918': { status: 400, meaning: 'The document must be valid (or is missing where the country asks for it)' },
    '-1956': { status: 400, meaning: 'Invalid phone (or missing where the country asks for it)' },
    '-1401': { status: 400, meaning: 'The social-login token could not be verified' },
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
  body: z.object({
    userId: idParam,
    token: z.string().check(z.minLength(1), z.maxLength(500)),
    /** The solved human check (kernel/contract/humanCheck.ts); required unless the server turned it off. */
    recaptchaValue: z.optional(z.string().check(z.maxLength(4000))),
  }),
  response: ok({ status: z.enum(['success', 'already_confirmed']) }),
  errors: {
    '-36': { status: 409, meaning: 'E-mail already confirmed' },
    '-37': { status: 400, meaning: 'Invalid or expired confirmation token' },
    '-1399': { status: 400, meaning: 'Human check not validated: recaptchaValue missing, expired or not a solution of our challenge' },
  },
});
