// The self-hosted human check (spec part 3 §2 "/confirm_email … requires a human check", §5): an
// ALTCHA proof-of-work challenge created and signed by our server; the browser solves it and sends
// the solution (base64 JSON { challenge, solution }) as the call's recaptchaValue. No third party.
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { ok } from './envelope';

/** ALTCHA v2 challenge; its parameters are kept whole (the signature covers every one of them). */
export const humanChallenge = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.optional(z.string()),
});
export type HumanChallenge = z.infer<typeof humanChallenge>;

export const getHumanChallenge = defineEndpoint({
  id: 'getHumanChallenge',
  method: 'GET',
  path: '/api/altcha/challenge',
  auth: 'public',
  summary: 'A new signed proof-of-work challenge for the human check (expires in 10 minutes)',
  response: ok({ challenge: humanChallenge }),
  errors: {},
});
