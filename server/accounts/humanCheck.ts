import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { HumanChallenge } from '#kernel/contract/humanCheck';
import type { Settings } from '#server/settings';

// The human check (ALTCHA v2 proof of work, created and verified here; no third-party service). The
// challenge is deterministic: the server picks the counter, signs the challenge and the key it leads
// to, so checking a solution costs one HMAC, while finding it costs the browser up to maxCounter
// SHA-256 rounds (well under a second on a phone at the default). A challenge expires in 10 minutes.

const CHALLENGE_MINUTES = 10;
const ALGORITHM = 'SHA-256';

type HumanCheckSettings = Settings['humanCheck'];

export async function newHumanChallenge(settings: HumanCheckSettings): Promise<HumanChallenge> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(settings.maxCounter, Math.floor(settings.maxCounter / 2)),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    hmacSignatureSecret: settings.secret,
    hmacKeySignatureSecret: keySecret(settings),
  });
  return { parameters: { ...challenge.parameters }, signature: challenge.signature };
}

/** True when `value` (base64 JSON { challenge, solution }) solves a live challenge this server signed. */
export async function isHuman(settings: HumanCheckSettings, value: string | undefined): Promise<boolean> {
  if (!settings.required) return true;
  const payload = readPayload(value);
  if (!payload || payload.challenge.parameters.algorithm !== ALGORITHM) return false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: settings.secret,
      hmacKeySignatureSecret: keySecret(settings),
    });
    return result.verified;
  } catch {
    return false;
  }
}

function keySecret(settings: HumanCheckSettings): string {
  return `${settings.secret}:key`;
}

function readPayload(value: string | undefined): { challenge: Challenge; solution: Solution } | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as { challenge?: Challenge; solution?: Solution };
    const { challenge, solution } = parsed;
    if (!challenge?.parameters || typeof challenge.signature !== 'string') return null;
    if (!solution || typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}
