import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { ApiClient } from '#api/client';
import { getHumanChallenge } from '#kernel/contract/humanCheck';

/**
 * The human check of /confirm_email: our server's ALTCHA challenge, solved here with Web Crypto, as
 * the recaptchaValue the confirm call sends (base64 JSON { challenge, solution }, ALTCHA's payload).
 */
export async function solveHumanCheck(api: Pick<ApiClient, 'call'>, signal: AbortSignal): Promise<string> {
  const { challenge } = await api.call(getHumanChallenge, { signal });
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey, controller });
  if (!solution) throw new Error('The human check could not be solved in time');
  return btoa(JSON.stringify({ challenge, solution }));
}
