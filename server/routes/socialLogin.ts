import type { FastifyInstance } from 'fastify';
import { accountContract } from '#kernel/contract';
import { checkSocialUser } from '#server/accounts/social/checkSocialUser';
import { isSandboxProvider } from '#server/accounts/social/verifier';
import type { ServerDeps } from '#server/deps';
import { callFailure } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';

/** Spec part 3 §4 "Social login check", §7: the check call, and the sandbox provider's token signing. */
export function socialLoginRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerEndpoint(app, deps, accountContract.checkFacebookUser, async ({ params }) =>
    checkSocialUser(deps, params.facebookUserId, params.facebookToken),
  );

  registerEndpoint(app, deps, accountContract.issueSandboxFacebookToken, async ({ body }) => {
    const provider = deps.socialVerifier;
    if (!isSandboxProvider(provider)) throw callFailure(accountContract.issueSandboxFacebookToken, '-1402');
    const issued = provider.issue({ email: body.email || null, firstName: body.first_name, lastName: body.last_name }, deps.now());
    return { facebookUserId: issued.providerUserId, facebookToken: issued.token };
  });
}
