import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountContract } from '#kernel/contract';
import { resolveLanguage } from '#kernel/lib/i18n';
import { checkEmailChange, confirmEmailChange, requestEmailChange } from '#server/accounts/changeEmail';
import { clientKey } from '#server/accounts/clientKey';
import { confirmEmail } from '#server/accounts/confirmEmail';
import { newHumanChallenge } from '#server/accounts/humanCheck';
import { forgotPasswordByDocument, forgotPasswordByEmail } from '#server/accounts/forgotPassword';
import { logIn } from '#server/accounts/login';
import { dummyVerify } from '#server/accounts/passwords';
import { toProfile } from '#server/accounts/profile';
import { register } from '#server/accounts/register';
import { resetPassword } from '#server/accounts/resetPassword';
import { revokeSession } from '#server/accounts/sessions';
import { updateProfile } from '#server/accounts/updateProfile';
import { users } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { noAccess } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';
import { requestCountry, requestLanguage } from '#server/http/requestLanguage';
import { brandName } from '#server/mail/brandName';

/** Spec part 3 §7 "Account": login, registration, e-mail confirmation, password recovery, session, profile and e-mail change. */
export function accountRoutes(app: FastifyInstance, deps: ServerDeps): void {
  // Prepare the unknown-e-mail hash now, so the first such login costs the same as any other.
  void dummyVerify('', deps.settings.passwordHashCost);

  registerEndpoint(app, deps, accountContract.login, async ({ body, request }) => {
    const token = await logIn(deps, {
      email: body.email,
      password: body.password,
      facebookToken: body.facebookToken,
      facebookUserId: body.facebookUserId,
      encodedClubMemberId: body.encodedClubMemberId,
      clientKey: clientKey(request.ip),
    });
    return { token };
  });

  registerEndpoint(app, deps, accountContract.register, async ({ body, request }) =>
    register(deps, body, {
      clientKey: clientKey(request.ip),
      language: requestLanguage(request, body.language),
      headerCountry: requestCountry(request),
      brandName: await brandName(deps.db, request),
    }),
  );

  registerEndpoint(app, deps, accountContract.confirmEmail, async ({ body }) => {
    await confirmEmail(deps, body.userId, body.token, body.recaptchaValue);
    return { status: 'success' as const };
  });

  registerEndpoint(app, deps, accountContract.forgotPassword, async ({ body, request }) =>
    forgotPasswordByEmail(deps, body.email, { clientKey: clientKey(request.ip), brandName: await brandName(deps.db, request) }),
  );

  registerEndpoint(app, deps, accountContract.forgotPasswordFoid, async ({ body, request }) =>
    forgotPasswordByDocument(deps, body, { clientKey: clientKey(request.ip), brandName: await brandName(deps.db, request) }),
  );

  registerEndpoint(app, deps, accountContract.resetPassword, async ({ body, request }) =>
    resetPassword(deps, { ...body, clientKey: clientKey(request.ip) }),
  );

  registerEndpoint(app, deps, accountContract.getHumanChallenge, async () => ({
    challenge: await newHumanChallenge(deps.settings.humanCheck),
  }));

  registerEndpoint(app, deps, accountContract.validateToken, async ({ auth }) => {
    const { id, role, corp } = auth;
    return { valid: true as const, claims: { id, role, corp } };
  });

  registerEndpoint(app, deps, accountContract.logout, async ({ auth }) => {
    const { id, sid } = auth;
    await revokeSession(deps.db, id, sid, deps.now());
    // The session's live channel ends with it (on every instance).
    await deps.notifier.live?.endSession(id, sid);
    return {};
  });

  registerEndpoint(app, deps, accountContract.getUser, async ({ auth }) => {
    const [row] = await deps.db.select().from(users).where(eq(users.id, auth.id)).limit(1);
    if (!row) throw noAccess();
    return { user: toProfile(row) };
  });

  registerEndpoint(app, deps, accountContract.updateUser, async ({ auth, body }) => ({
    user: toProfile(await updateProfile(deps, auth.id, body)),
  }));

  registerEndpoint(app, deps, accountContract.setLanguage, async ({ auth, body }) => {
    const language = resolveLanguage(body.language);
    await deps.db.update(users).set({ language }).where(eq(users.id, auth.id));
    return { language };
  });

  registerEndpoint(app, deps, accountContract.checkEmailChange, async ({ params }) => checkEmailChange(deps, params.email));

  registerEndpoint(app, deps, accountContract.requestEmailChange, async ({ auth, params, body, request }) =>
    requestEmailChange(
      deps,
      { userId: auth.id, email: params.email, password: body.password },
      { brandName: await brandName(deps.db, request) },
    ),
  );

  registerEndpoint(app, deps, accountContract.confirmEmailChange, async ({ auth, params, body }) =>
    confirmEmailChange(deps, { userId: auth.id, newEmail: params.newEmail, token: body?.token }),
  );
}
