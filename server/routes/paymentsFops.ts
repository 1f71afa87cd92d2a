import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentsContract } from '#kernel/contract';
import { clubRules, clubs } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { noAccess } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';
import { isFirstBooking } from '#server/payments/analytics/firstBooking';
import { cardConfig, cardCountry } from '#server/payments/cards';
import { clubFopCodes, describeFops, tokenizedFopCodes } from '#server/payments/fops';

/** Spec part 2 §7 "Cashier and cards", part 3 §7 "Cards and payment", part 1 §7 firstbooking. */
export function paymentsFopsRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const gateway = deps.payments;
  const { ctx } = gateway;

  registerEndpoint(app, deps, paymentsContract.listClubFops, async ({ params, query, auth }) => {
    const [club] = await deps.db.select().from(clubs).where(eq(clubs.id, params.clubId));
    if (!club) throw noAccess();
    const [rules] = await deps.db.select().from(clubRules).where(eq(clubRules.clubId, club.id));
    // A transfer left open past its time no longer counts as pending.
    await gateway.releaseAbandoned({ userId: auth.id });
    const codes = clubFopCodes({
      countryCode: club.countryCode,
      onlinePayment: rules?.onlinePayment ?? true,
      oneClick: rules?.oneClick ?? false,
    });
    const fops = await describeFops({
      db: deps.db,
      providers: ctx.providers,
      userId: auth.id,
      countryCode: club.countryCode,
      codes,
      paymentAmount: query.paymentAmount ?? null,
      now: deps.now(),
    });
    return { fops, webpayErrors: null, kushkiError: null };
  });

  registerEndpoint(app, deps, paymentsContract.listTokenizedFops, async ({ query, auth, request }) => {
    const country = await cardCountry(ctx, request, auth.id, null, query.country);
    const codes = query.tokenized
      ? tokenizedFopCodes(country)
      : clubFopCodes({ countryCode: country, onlinePayment: true, oneClick: true });
    return {
      fops: await describeFops({
        db: deps.db,
        providers: ctx.providers,
        userId: auth.id,
        countryCode: country,
        codes,
        paymentAmount: null,
        now: deps.now(),
      }),
    };
  });

  registerEndpoint(app, deps, paymentsContract.getCardCountryConfig, async ({ query, auth, request }) => {
    const country = await cardCountry(ctx, request, auth.id, query.clubId ?? null, query.country);
    return { countryAppConfig: await cardConfig(ctx, auth.id, country) };
  });

  registerEndpoint(app, deps, paymentsContract.getFirstBooking, async ({ auth }) => ({
    firstBooking: await isFirstBooking(deps.db, auth.id),
  }));
}
