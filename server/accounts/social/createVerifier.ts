import type { Settings } from '#server/settings';
import { createSandboxVerifier } from './sandboxVerifier';
import type { SocialTokenVerifier } from './verifier';

/** The verifier SOCIAL_LOGIN_PROVIDER names; a real provider's adapter is added here. */
export function createSocialVerifier(settings: Settings['socialLogin']): SocialTokenVerifier | null {
  return settings.provider === 'sandbox' ? createSandboxVerifier(settings.sandboxSecret) : null;
}
