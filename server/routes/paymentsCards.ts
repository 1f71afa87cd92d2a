import type { FastifyInstance } from 'fastify';
import { paymentsContract } from '#kernel/contract';
import type { ServerDeps } from '#server/deps';
import { noAccess } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';
import { cardCountry, checkEnrolment, deleteCard, subscribeCard, updateMissingData } from '#server/payments/cards';
import { savedCards } from '#server/payments/fops';
import { enrolmentInfo, oneClickPaymentInfo, startEnrolment } from '#server/payments/oneClick';
import { findClub } from '#server/booking/availability/clubDirectory';

/** Spec part 2 §7 "Cashier and cards", "Payment status" (one-click); part 3 §7 "Cards and payment". */
export function paymentsCardsRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const gateway = deps.payments;
  const { ctx } = gateway;
  const c = paymentsContract;

  registerEndpoint(app, deps, c.precheckCardSubscription, async ({ params, body, request }) => {
    const country = await cardCountry(ctx, request, params.userId, body.clubId ?? null);
    await checkEnrolment(ctx, c.precheckCardSubscription, { kind: 'user', userId: params.userId }, country, body, params.userId);
    return { canEnrol: true as const };
  });

  registerEndpoint(app, deps, c.createCardSubscription, async ({ params, body, request }) => {
    const country = await cardCountry(ctx, request, params.userId, body.clubId ?? null);
    return subscribeCard(ctx, c.createCardSubscription, { kind: 'user', userId: params.userId }, params.userId, {
      ...body,
      countryCode: country,
    });
  });

  registerEndpoint(app, deps, c.createClubCardSubscription, async ({ params, body, auth }) => {
    // Club administrators only; to anyone else the club's cards do not exist.
    if (auth.role !== 'admin') throw noAccess();
    const club = await findClub(deps.db, params.clubId);
    if (!club) throw noAccess();
    return subscribeCard(ctx, c.createClubCardSubscription, { kind: 'club', clubId: params.clubId }, auth.id, {
      ...body,
      countryCode: club.countryCode,
    });
  });

  registerEndpoint(app, deps, c.listKushkiTokenizedCards, async ({ params }) => ({
    cards: await savedCards(deps.db, params.userId, 'KUSHKI'),
  }));

  registerEndpoint(app, deps, c.deletePaymentMethod, async ({ params }) => {
    return { deleted: await deleteCard(ctx, c.deletePaymentMethod, params.userId, params.paymentMethodId) };
  });

  registerEndpoint(app, deps, c.updateMissingData, async ({ params, body }) => ({
    updated: await updateMissingData(ctx, c.updateMissingData, params.userId, body),
  }));

  registerEndpoint(app, deps, c.startOneClickEnrolment, async ({ params, query }) =>
    startEnrolment(ctx, params.id, query.source, query.returnTo),
  );

  registerEndpoint(app, deps, c.listOneClickCards, async ({ params }) => ({
    cards: await savedCards(deps.db, params.id, 'WEBPAYONECLICK'),
  }));

  registerEndpoint(app, deps, c.getOneClickEnrolment, async ({ params, auth }) => enrolmentInfo(ctx, params.token, auth?.id ?? null));

  registerEndpoint(app, deps, c.getOneClickPayment, async ({ params, auth }) => oneClickPaymentInfo(gateway, params.id, auth.id));
}
