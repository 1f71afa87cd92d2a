import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import type { ServerDeps } from '#server/deps';
import { acceptForms, field } from '#server/payments/formBody';
import { KUSHKI_SCRIPT } from '#server/payments/sandbox/kushkiScript';
import { cardPage, notFoundPage, pixPage, SANDBOX_CSS, transferPage } from '#server/payments/sandbox/pages';
import { Sandbox, SANDBOX_BANKS, type PageDecision } from '#server/payments/sandbox/sandbox';

// The sandbox provider's own surface, served by our server so every payment path works locally:
// its pages (WEBPAY, one-click enrolment, MERCADOPAGO checkout and PIX, bank transfer), its browser
// script (/sandbox/kushki.js) and the script's API (tokens, 3-D Secure, banks, transfer tokens).
// These stand for the provider's systems: card numbers reach them, never our /api or our tables.

const tokenParam = z.object({ token: z.string().check(z.regex(/^sbx_[a-f0-9]{32}$/)) });
const secureParam = z.object({ secureId: z.string().check(z.regex(/^sbx_3ds_[a-f0-9]{32}$/)) });

const tokenizeBody = z.object({
  merchantId: z.optional(z.string().check(z.maxLength(100))),
  card: z.object({
    name: z.string().check(z.minLength(2), z.maxLength(80)),
    number: z.string().check(z.minLength(12), z.maxLength(25)),
    cvc: z.string().check(z.minLength(3), z.maxLength(4)),
    expiryMonth: z.string().check(z.minLength(1), z.maxLength(2)),
    expiryYear: z.string().check(z.minLength(2), z.maxLength(4)),
  }),
  currency: z.optional(z.string().check(z.maxLength(3))),
  amount: z.optional(z.unknown()),
});

const transferBody = z.object({
  merchantId: z.optional(z.string().check(z.maxLength(100))),
  bankId: z.string().check(z.maxLength(20)),
  documentNumber: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
  amount: z.optional(z.object({ subtotalIva: z.number(), subtotalIva0: z.number(), iva: z.number() })),
});

/** The provider API's error shape (not our envelope: this is the provider talking). */
const providerError = (reply: FastifyReply, status: number, code: string, message: string) => reply.status(status).send({ code, message });

/** "MM/AA", "MM / AA", "MMAA" → month and year. */
function expiryParts(expiry: string): { expMonth: string; expYear: string } {
  const digits = expiry.replace(/\D/g, '');
  return { expMonth: digits.slice(0, 2), expYear: digits.slice(2) };
}

function decisionOf(body: unknown): PageDecision {
  if (field(body, 'action') === 'cancel') return { action: 'cancel' };
  return { action: 'pay', card: { number: field(body, 'cardNumber'), cvv: field(body, 'cvv'), ...expiryParts(field(body, 'expiry')) } };
}

export function paymentsSandboxRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const sandbox = deps.payments.ctx.providers;
  if (!(sandbox instanceof Sandbox)) return;
  const html = (reply: FastifyReply, page: string, status = 200) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  const hidden = { schema: { hide: true } };

  app.register(async (scope) => {
    acceptForms(scope);

    scope.get('/sandbox/sandbox.css', hidden, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'no-store').send(SANDBOX_CSS),
    );

    scope.get('/sandbox/kushki.js', hidden, async (_request, reply) =>
      reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-store').send(KUSHKI_SCRIPT),
    );

    scope.post('/sandbox/kushki/v1/tokens', hidden, async (request, reply) => {
      const parsed = tokenizeBody.safeParse(request.body);
      if (!parsed.success) return providerError(reply, 400, 'K001', 'Cuerpo de la petición inválido');
      const { card } = parsed.data;
      const made = await sandbox.tokenize({
        number: card.number,
        cvv: card.cvc,
        expMonth: card.expiryMonth,
        expYear: card.expiryYear,
        holder: card.name,
      });
      if (!made) return providerError(reply, 400, '017', 'Tarjeta no válida');
      return {
        token: made.token,
        requires3ds: made.requires3ds,
        secureId: made.secureId,
        secureService: made.requires3ds ? 'sandbox3ds' : null,
      };
    });

    scope.post('/sandbox/kushki/v1/3ds/:secureId', hidden, async (request, reply) => {
      const parsed = secureParam.safeParse(request.params);
      const result = parsed.success ? await sandbox.validate3ds(parsed.data.secureId) : null;
      if (!result) return providerError(reply, 404, '3DS001', 'Sesión 3-D Secure no encontrada');
      return {
        passed: result.passed,
        isValid: result.passed,
        code: result.passed ? '3DS000' : '3DS500',
        message: result.passed ? 'ok' : 'Authentication unsuccessful',
      };
    });

    scope.get('/sandbox/kushki/v1/transfer/banks', hidden, async () => SANDBOX_BANKS);

    scope.post('/sandbox/kushki/v1/transfer/tokens', hidden, async (request, reply) => {
      const parsed = transferBody.safeParse(request.body);
      if (!parsed.success) return providerError(reply, 400, 'T001', 'Cuerpo de la petición inválido');
      const amount = parsed.data.amount;
      if (amount && (amount.iva !== 0 || amount.subtotalIva !== 0))
        return providerError(reply, 400, 'T003', 'Las transferencias van con impuesto 0');
      const made = await sandbox.transferToken({ bankCode: parsed.data.bankId, testId: parsed.data.documentNumber ?? null });
      if (!made) return providerError(reply, 400, 'T002', 'Banco o número de identificación de prueba no válido');
      return made;
    });

    // Webpay: the page by token; /webpay_redirect posts token_ws to /sandbox/webpay.
    scope.post('/sandbox/webpay', hidden, async (request, reply) => {
      const token = field(request.body, 'token_ws');
      if (!tokenParam.safeParse({ token }).success) return html(reply, notFoundPage(), 404);
      return reply.redirect(`/sandbox/webpay/${token}`, 303);
    });
    scope.get('/payment/sandbox/:token', hidden, async (request, reply) => {
      const parsed = tokenParam.safeParse(request.params);
      if (!parsed.success) return html(reply, notFoundPage(), 404);
      return reply.redirect(`/sandbox/webpay/${parsed.data.token}`, 302);
    });

    for (const kind of ['webpay', 'oneclick', 'mercadopago'] as const) {
      const path = `/sandbox/${kind}/:token`;
      scope.get(path, hidden, async (request, reply) => {
        const parsed = tokenParam.safeParse(request.params);
        const session = parsed.success ? await sandbox.refreshSession(parsed.data.token) : null;
        if (!session) return html(reply, notFoundPage(), 404);
        const action = `/sandbox/${kind}/${session.token}`;
        return html(reply, session.kind === 'MP_PIX' ? pixPage(session, action) : cardPage(session, action));
      });
      scope.post(path, hidden, async (request, reply) => {
        const parsed = tokenParam.safeParse(request.params);
        if (!parsed.success) return html(reply, notFoundPage(), 404);
        const token = parsed.data.token;
        const current = await sandbox.session(token);
        if (!current) return html(reply, notFoundPage(), 404);
        const result = current.kind === 'MP_PIX' ? await sandbox.payPix(token) : await sandbox.decide(token, decisionOf(request.body));
        const session = (await sandbox.refreshSession(token))!;
        if (result.ok && session.returnUrl) return reply.redirect(session.returnUrl, 303);
        const problem = result.ok ? null : result.reason === 'notFound' ? null : result.reason;
        return html(reply, cardPage(session, `/sandbox/${kind}/${token}`, problem), result.ok ? 200 : 422);
      });
    }

    scope.get('/sandbox/kushki/transfer/:token', hidden, async (request, reply) => {
      const parsed = tokenParam.safeParse(request.params);
      const session = parsed.success ? await sandbox.refreshSession(parsed.data.token) : null;
      if (!session || session.kind !== 'KUSHKI_TRANSFER') return html(reply, notFoundPage(), 404);
      const bank = SANDBOX_BANKS.find((b) => b.code === session.meta.bankCode)?.name ?? 'Banco (sandbox)';
      return html(reply, transferPage(session, `/sandbox/kushki/transfer/${session.token}`, bank));
    });
    scope.post('/sandbox/kushki/transfer/:token', hidden, async (request, reply) => {
      const parsed = tokenParam.safeParse(request.params);
      if (!parsed.success) return html(reply, notFoundPage(), 404);
      const result = await sandbox.decide(parsed.data.token, decisionOf(request.body));
      const session = await sandbox.refreshSession(parsed.data.token);
      if (!session) return html(reply, notFoundPage(), 404);
      if (result.ok && session.returnUrl) return reply.redirect(session.returnUrl, 303);
      return html(reply, transferPage(session, `/sandbox/kushki/transfer/${session.token}`, 'Banco (sandbox)'), result.ok ? 200 : 422);
    });
  });
}
