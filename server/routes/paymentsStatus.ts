import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { COMMON_ERRORS, paymentsContract } from '#kernel/contract';
import { oneClickEnrolments, payments } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { envelope } from '#server/http/errorHandler';
import { registerEndpoint } from '#server/http/registerEndpoint';
import { acceptForms, field } from '#server/payments/formBody';
import { NOTIFICATION_PATH } from '#server/payments/gateway';
import { enrolmentInfo } from '#server/payments/oneClick';
import { SIGNATURE_HEADER } from '#server/payments/sandbox/signature';
import { bookingPlaceOf, paymentById, paymentByToken, productOf, webpayAnswer } from '#server/payments/webpayStatus';
import { slotsPathOf, summaryPathOf } from '#kernel/lib/booking/paths';

const TOKEN_RE = /^[A-Za-z0-9_-]{8,200}$/;

/**
 * Spec part 2 §7 "Payment status": the webpay status by token and by webpay_id; the providers'
 * signed notifications; the return form an approved /webpay page posts (token_ws), which answers
 * the product's page. Each one settles the payment from the provider's word (its status check or
 * its signed notification), once, however often it is replayed.
 */
export function paymentsStatusRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const gateway = deps.payments;
  const { ctx } = gateway;

  registerEndpoint(app, deps, paymentsContract.getWebpayStatus, async ({ params, auth }) =>
    webpayAnswer(gateway, await paymentByToken(gateway, params.token, auth?.id ?? null), auth !== null),
  );

  registerEndpoint(app, deps, paymentsContract.getWebpayStatusById, async ({ params, auth }) =>
    webpayAnswer(gateway, await paymentById(gateway, params.webpayId, auth.id)),
  );

  app.register(async (scope) => {
    // The signature covers the exact bytes: the body is read as text.
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) => done(null, body));
    scope.post(NOTIFICATION_PATH, { schema: { hide: true } }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[SIGNATURE_HEADER];
      const notification = ctx.providers.notifications.verify(raw, typeof header === 'string' ? header : undefined);
      if (!notification) return reply.status(400).send(envelope(COMMON_ERRORS.INVALID_INPUT, 'Notification signature or body not valid'));
      const [enrolment] = await deps.db
        .select({ id: oneClickEnrolments.id })
        .from(oneClickEnrolments)
        .where(eq(oneClickEnrolments.token, notification.token));
      if (enrolment) await enrolmentInfo(ctx, notification.token, null);
      else await gateway.applyNotification(notification);
      return { error: false, code: '0', received: true };
    });
  });

  app.register(async (scope) => {
    acceptForms(scope);
    const answer = async (token: string, reply: FastifyReply) => {
      if (!TOKEN_RE.test(token)) return reply.redirect('/book/error?status=404', 303);
      const [found] = await deps.db.select().from(payments).where(eq(payments.token, token));
      if (!found) return reply.redirect('/book/error?status=404', 303);
      const payment = await gateway.refresh(found);
      if (payment.status === 'APPROVED') return reply.redirect(productOf(payment).summaryPath, 303);
      if (payment.status === 'REJECTED') {
        // The error page's text keys (src/features/statusPages/statusQuery.ts), as the app's own payment result uses them.
        const texts =
          payment.errCategory === 'FOP_SPEED'
            ? { title: 'speed', message: 'speed_message' }
            : { title: 'payment_error', message: 'payment_error_message' };
        // The payment result's ways on: back to the booking's summary, or the same search.
        const place = await bookingPlaceOf(gateway, payment);
        const ways: Record<string, string> = place ? { retry: summaryPathOf(place), search: slotsPathOf(place) } : {};
        return reply.redirect(
          `/book/error?${new URLSearchParams({ status: '400', ...texts, errCategory: payment.errCategory ?? 'REJECTED', ...ways })}`,
          303,
        );
      }
      return reply.redirect(`/webpay?${new URLSearchParams({ tbk_token: token, webpay_id: String(payment.id) })}`, 303);
    };
    scope.post('/payments/return', { schema: { hide: true } }, async (request, reply) =>
      answer(field(request.body, 'token_ws') || field(request.body, 'tbk_token'), reply),
    );
    scope.get('/payments/return', { schema: { hide: true } }, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      return answer(String(query.token_ws ?? query.tbk_token ?? ''), reply);
    });
  });
}
