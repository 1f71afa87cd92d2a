// Social login ("facebook" in the spec, part 3 §3 login payload, §4 "Social login check", §7): the
// server checks a provider token with its verifier (server/accounts/social/) and answers who it is.
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { ok } from './envelope';
import { phone } from './account';

/**
 * The check's answer is the envelope's own code, a string like every code (spec part 3 §4, §7
 * "returns code and fields"), always with HTTP 200: 0 new user (register, prefilled from the provider); 1 an
 * account is linked to this provider id; 2 an account has the provider's e-mail (linked at login);
 * 1 and 2 prefill and log in at once when e-mail, phone and document are all present; 3 the provider
 * gave no e-mail (register prefilled with the names; the person types the e-mail).
 */
export const socialCheckCode = z.enum(['0', '1', '2', '3']);
export type SocialCheckCode = z.infer<typeof socialCheckCode>;

export const socialUserFields = z.object({
  email: z.nullable(z.string()),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.nullable(phone),
  foid_country: z.nullable(z.string()),
  foid_type: z.nullable(z.string()),
  foid_number: z.nullable(z.string()),
});
export type SocialUserFields = z.infer<typeof socialUserFields>;

export const checkFacebookUser = defineEndpoint({
  id: 'checkFacebookUser',
  method: 'GET',
  path: '/api/facebookuser/:facebookUserId/facebooktoken/:facebookToken/check',
  auth: 'public',
  summary: 'Verifies a social-login token with the provider verifier and says whether its person has an account',
  params: z.strictObject({
    facebookUserId: z.string().check(z.minLength(1), z.maxLength(200)),
    facebookToken: z.string().check(z.minLength(1), z.maxLength(2000)),
  }),
  response: ok({ code: socialCheckCode, fields: socialUserFields }),
  errors: {
    '-1401': { status: 400, meaning: 'The provider token could not be verified, or it names another provider user' },
  },
});

/** What the sandbox provider's sign-in page asks (no third party: the server signs a test token). */
export const sandboxFacebookPerson = z.object({
  email: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))),
  first_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  last_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});

export const issueSandboxFacebookToken = defineEndpoint({
  id: 'issueSandboxFacebookToken',
  method: 'POST',
  path: '/api/sandbox/facebook/token',
  auth: 'public',
  summary: 'Sandbox social provider: signs a test token for this person (only while the sandbox verifier is the configured one)',
  body: sandboxFacebookPerson,
  response: ok({ facebookUserId: z.string(), facebookToken: z.string() }),
  errors: {
    '-1402': { status: 404, meaning: 'The sandbox social provider is not enabled on this server' },
  },
});
