import type { EndpointDef } from '#kernel/contract';
import type { ServerDeps } from '#server/deps';
import { callFailure } from '#server/http/apiFailure';
import type { SocialIdentity } from './verifier';

/**
 * The person of a social-login token, verified by the configured verifier; the call's -1401 when
 * social login is off, the token is not genuine, or it names another provider user than the one sent.
 */
export async function verifiedSocialIdentity(
  deps: Pick<ServerDeps, 'socialVerifier' | 'now'>,
  endpoint: EndpointDef,
  token: string,
  providerUserId: string | undefined,
): Promise<SocialIdentity> {
  const identity = deps.socialVerifier ? await deps.socialVerifier.verify(token, deps.now()) : null;
  if (!identity || (providerUserId !== undefined && identity.providerUserId !== providerUserId)) throw callFailure(endpoint, '-1401');
  return identity;
}
