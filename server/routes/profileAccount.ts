import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { accountContract, COMMON_ERRORS } from '#kernel/contract';
import { findAccountClosure, requestAccountClosure } from '#server/accounts/accountClosure';
import { changePassword } from '#server/accounts/changePassword';
import { findProfilePicture, saveProfilePicture } from '#server/accounts/profilePicture';
import { findTerms } from '#server/accounts/terms';
import type { ServerDeps } from '#server/deps';
import { envelope } from '#server/http/errorHandler';
import { registerEndpoint } from '#server/http/registerEndpoint';

const PICTURE_KEY = /^\d+-[A-Za-z0-9_-]{16}$/;

/** Spec part 3 §7 "Account": profile picture, password change, account closure, terms. */
export function profileAccountRoutes(app: FastifyInstance, deps: ServerDeps): void {
  // Multipart bodies are parsed for this call only (its own scope): every other call still refuses them.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 1 } });
    registerEndpoint(scope, deps, accountContract.uploadProfilePicture, async ({ auth, request }) =>
      saveProfilePicture(deps, auth.id, request),
    );
  });

  registerEndpoint(app, deps, accountContract.changePassword, async ({ auth, body }) =>
    changePassword(deps, { userId: auth.id, sessionId: auth.sid, currentPassword: body.current_password, newPassword: body.password }),
  );

  registerEndpoint(app, deps, accountContract.requestAccountClosure, async ({ auth }) => requestAccountClosure(deps, auth.id));

  registerEndpoint(app, deps, accountContract.getAccountClosure, async ({ auth }) => ({
    request: await findAccountClosure(deps, auth.id),
  }));

  registerEndpoint(app, deps, accountContract.getTerms, async ({ params }) => findTerms(deps, params.country));

  // The stored pictures, for <img> (no token); a new upload gets a new key and the old URL ends.
  app.get<{ Params: { file: string } }>('/api/profile-pictures/:file', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params.file.replace(/\.webp$/, '');
    const picture = PICTURE_KEY.test(key) ? await findProfilePicture(deps, key) : null;
    if (!picture) return reply.status(404).send(envelope(COMMON_ERRORS.NO_ACCESS, 'Not found'));
    return reply.header('content-type', picture.contentType).header('x-content-type-options', 'nosniff').send(picture.image);
  });
}
