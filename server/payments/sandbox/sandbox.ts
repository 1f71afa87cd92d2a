import { randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { sandboxCardTokens, sandboxNotifications, sandboxSessions } from '#server/db/schema';
import { inTransaction } from '#server/db/transaction';
import type { EnrolmentStatus, PaymentProviders, PaymentRequest, PaymentResult, ProviderNotification, StatusAnswer } from '../provider';
import { parseNotification } from './notification';
import { signatureMatches, signBody } from './signature';
import { cardFacts, chargeVerdict, type CardOutcome } from './testCards';
import { checkTypedCard, newToken, SandboxVault, type TypedCard } from './vault';
import { cardOf, statusOf, text, withQuery } from './sessionRows';
import type { DecisionResult, NotificationDelivery, PageDecision, SandboxOptions, SandboxSession } from './sandbox.types';

export { SANDBOX_BANKS, checkTypedCard, type TypedCard } from './vault';
export type * from './sandbox.types';

// The built-in sandbox provider: it behaves like the real ones (redirect to a provider page,
// return, status checks, one-click enrolment, tokenization by its script, 3-D Secure, bank
// transfers, PIX, signed notifications), with published-style test cards deciding the outcomes
// (testCards.ts). Its state lives in its own tables (db/schema/sandboxProvider.ts); its pages and
// script API are served by server/routes/paymentsSandbox.ts. No timers: pending-then-approve and
// expiry are timestamps read at the next status check.

/** An undecided page session lasts this long unless the merchant names its expiry. */
const SESSION_MINUTES = 15;
const PAGE_KINDS = new Set(['WEBPAY', 'MP_CHECKOUT', 'MP_PIX', 'KUSHKI_TRANSFER', 'DIRECT']);

export class Sandbox implements PaymentProviders {
  readonly name = 'sandbox';
  readonly tokenPostUrl: string;
  /** Set by the app once its notification endpoint exists. */
  deliver: NotificationDelivery | null = null;
  readonly payments: PaymentProviders['payments'];
  readonly cards: PaymentProviders['cards'];
  readonly oneClick: PaymentProviders['oneClick'];
  readonly notifications: PaymentProviders['notifications'];
  private readonly vault: SandboxVault;

  constructor(private readonly options: SandboxOptions) {
    this.tokenPostUrl = `${options.publicUrl}/sandbox/webpay`;
    this.payments = {
      name: 'sandbox',
      createPayment: (request) => this.createPayment(request),
      paymentStatus: (ref) => this.paymentStatus(ref),
      refund: (ref) => this.refund(ref),
    };
    this.vault = new SandboxVault(options);
    this.cards = {
      tokenKind: (token) => this.vault.tokenKind(token),
      createSubscription: (input) => this.vault.createSubscription(input),
      deleteSubscription: (id) => this.vault.deleteSubscription(id),
      secureValidation: (token) => this.vault.secureValidation(token),
    };
    this.oneClick = {
      startEnrolment: (input) => this.startEnrolment(input),
      enrolmentStatus: (token) => this.enrolmentStatus(token),
    };
    this.notifications = { verify: (body, signature) => this.verify(body, signature) };
  }

  private get db(): Db {
    return this.options.db;
  }

  private now(): Date {
    return this.options.now();
  }

  private pendingUntil(): Date {
    return new Date(this.now().getTime() + this.options.pendingSeconds * 1000);
  }

  merchant(countryCode: string) {
    return { publicMerchantId: `sbx_pk_${countryCode.toLowerCase()}`, testEnvironment: true };
  }

  /** The sandbox page a person finishes a session on. */
  pageUrl(session: Pick<SandboxSession, 'kind' | 'token'>): string {
    const base = this.options.publicUrl;
    switch (session.kind) {
      case 'MP_CHECKOUT':
      case 'MP_PIX':
        return `${base}/sandbox/mercadopago/${session.token}`;
      case 'KUSHKI_TRANSFER':
        return `${base}/sandbox/kushki/transfer/${session.token}`;
      case 'ONECLICK_ENROL':
        return `${base}/sandbox/oneclick/${session.token}`;
      case 'DIRECT':
        // The URL the court booking's first sandbox handed out; it leads to the same page.
        return `${base}/payment/sandbox/${session.token}`;
      default:
        return `${base}/sandbox/webpay/${session.token}`;
    }
  }

  async session(token: string): Promise<SandboxSession | null> {
    const [row] = await this.db.select().from(sandboxSessions).where(eq(sandboxSessions.token, token));
    return row ?? null;
  }

  /** The session after its timestamps were read: pending-then-approve approves, an undecided page expires. */
  async refreshSession(token: string): Promise<SandboxSession | null> {
    const now = this.now();
    const session = await this.session(token);
    if (!session) return null;
    if (session.status === 'PENDING' && session.approveAt && session.approveAt.getTime() <= now.getTime()) {
      await this.db
        .update(sandboxSessions)
        .set({ status: 'AUTHORIZED', decidedAt: now })
        .where(and(eq(sandboxSessions.token, token), eq(sandboxSessions.status, 'PENDING'), lte(sandboxSessions.approveAt, now)));
      return this.session(token);
    }
    if (session.status === 'CREATED' && session.expiresAt.getTime() <= now.getTime()) {
      await this.db
        .update(sandboxSessions)
        .set({ status: 'REJECTED', errCategory: 'TIMEOUT', decidedAt: now })
        .where(and(eq(sandboxSessions.token, token), eq(sandboxSessions.status, 'CREATED')));
      return this.session(token);
    }
    return session;
  }

  private resultOf(session: SandboxSession): PaymentResult {
    const status = statusOf(session);
    const open = session.status === 'CREATED' || session.status === 'PENDING';
    return {
      status,
      providerRef: session.token,
      token: session.token,
      redirectURL: open && PAGE_KINDS.has(session.kind) ? this.pageUrl(session) : undefined,
      errCategory: status === 'REJECTED' ? (session.errCategory ?? 'REJECTED') : undefined,
      card: cardOf(session),
    };
  }

  private kindOf(request: PaymentRequest): string {
    if (text(request.fopParams.cardNumber) || !request.fopCode) return 'DIRECT';
    switch (request.fopCode) {
      case 'WEBPAY':
        return 'WEBPAY';
      case 'WEBPAYONECLICK':
        return 'ONECLICK_CHARGE';
      case 'MERCADOPAGO':
        return request.paymentType === 'pix' ? 'MP_PIX' : 'MP_CHECKOUT';
      case 'KUSHKI':
        return request.paymentType === 'transfer' ? 'KUSHKI_TRANSFER' : 'KUSHKI_CHARGE';
      default:
        return 'UNSUPPORTED';
    }
  }

  /** Creates a charge once per reference: the same reference answers the same session. */
  async createPayment(request: PaymentRequest): Promise<PaymentResult> {
    const [existing] = await this.db.select().from(sandboxSessions).where(eq(sandboxSessions.reference, request.reference));
    if (existing) return this.resultOf((await this.refreshSession(existing.token)) ?? existing);
    const now = this.now();
    const kind = this.kindOf(request);
    const token = newToken('sbx');
    const row: typeof sandboxSessions.$inferInsert = {
      token,
      kind,
      reference: request.reference,
      amount: request.amount,
      currency: request.currency,
      status: 'CREATED',
      expiresAt: request.expiresAt ?? new Date(now.getTime() + SESSION_MINUTES * 60_000),
      createdAt: now,
      returnUrl: withQuery(request.returnUrl, { tbk_token: token }),
      meta: { ...(request.deviceSessionId ? { deviceSessionId: request.deviceSessionId } : {}), installments: request.installments ?? 1 },
    };
    const decide = (
      outcome: CardOutcome,
      card: { bin: string | null; last4: string | null; cardType: string | null; brand: string | null } | null,
    ) => {
      const verdict = chargeVerdict(outcome);
      Object.assign(row, card ? { bin: card.bin, last4: card.last4, cardType: card.cardType, brand: card.brand } : {}, {
        outcome,
        status: verdict.status === 'APPROVED' ? 'AUTHORIZED' : verdict.status === 'REJECTED' ? 'REJECTED' : 'PENDING',
        errCategory: verdict.errCategory,
        approveAt: verdict.status === 'PENDING' ? this.pendingUntil() : null,
        decidedAt: verdict.status === 'PENDING' ? null : now,
      });
    };
    switch (kind) {
      case 'DIRECT': {
        const legacy = text(request.fopParams.cardNumber);
        const facts = legacy ? cardFacts(legacy) : null;
        decide(
          facts?.outcome ?? 'approve',
          facts ? { bin: facts.bin, last4: facts.last4, cardType: facts.type, brand: facts.brand } : null,
        );
        break;
      }
      case 'WEBPAY':
      case 'MP_CHECKOUT':
        break;
      case 'MP_PIX':
        Object.assign(row, { status: 'PENDING', outcome: 'pendingThenApprove', approveAt: this.pendingUntil() });
        break;
      case 'KUSHKI_TRANSFER': {
        const transfer = await this.vault.spendTransferToken(request.cardToken ?? null);
        if (!transfer) Object.assign(row, { status: 'REJECTED', errCategory: 'INVALID_TRANSFER_TOKEN', decidedAt: now });
        else Object.assign(row, { outcome: transfer.outcome, meta: { ...row.meta, ...transfer.meta } });
        // Bank transfers are quoted with their subtotals: everything at tax 0 (as the merchant sends them).
        row.amountDetails = request.amountDetails ?? { subtotalIva: 0, subtotalIva0: request.amount, iva: 0, ice: 0 };
        break;
      }
      case 'KUSHKI_CHARGE':
      case 'ONECLICK_CHARGE': {
        const found = await this.vault.cardForCharge(kind, request.cardToken ?? null, request.savedCard === true);
        if ('reject' in found) Object.assign(row, { status: 'REJECTED', errCategory: found.reject, decidedAt: now });
        else decide(found.card.outcome as CardOutcome, found.card);
        break;
      }
      default:
        Object.assign(row, { status: 'REJECTED', errCategory: 'UNSUPPORTED_METHOD', decidedAt: now });
    }
    const inserted = await this.db
      .insert(sandboxSessions)
      .values(row)
      .onConflictDoNothing({ target: sandboxSessions.reference })
      .returning();
    const session =
      inserted[0] ?? (await this.db.select().from(sandboxSessions).where(eq(sandboxSessions.reference, request.reference)))[0];
    return this.resultOf(session);
  }

  async paymentStatus(token: string): Promise<StatusAnswer> {
    const session = await this.refreshSession(token);
    if (!session) return { status: 'REJECTED', errCategory: 'UNKNOWN_PAYMENT', card: null };
    const status = statusOf(session);
    return { status, errCategory: status === 'REJECTED' ? (session.errCategory ?? 'REJECTED') : null, card: cardOf(session) };
  }

  /** An approved charge is reversed; an open one is voided (the person can no longer pay it). */
  async refund(token: string): Promise<void> {
    const now = this.now();
    await this.db
      .update(sandboxSessions)
      .set({ status: 'REVERSED', decidedAt: now })
      .where(and(eq(sandboxSessions.token, token), eq(sandboxSessions.status, 'AUTHORIZED')));
    await this.db
      .update(sandboxSessions)
      .set({ status: 'REJECTED', errCategory: 'VOIDED', decidedAt: now })
      .where(and(eq(sandboxSessions.token, token), sql`${sandboxSessions.status} in ('CREATED', 'PENDING')`));
  }

  /**
   * A person's decision on a sandbox page (pay with a typed card, or cancel): once per session,
   * before it expires. Final decisions are notified, signed, to the merchant.
   */
  async decide(token: string, decision: PageDecision): Promise<DecisionResult> {
    const session = await this.refreshSession(token);
    if (!session) return { ok: false, reason: 'notFound' };
    if (session.status !== 'CREATED') return { ok: false, reason: session.errCategory === 'TIMEOUT' ? 'expired' : 'decided' };
    const now = this.now();
    let change: Partial<typeof sandboxSessions.$inferInsert>;
    if (decision.action === 'cancel') {
      change = { status: 'REJECTED', errCategory: 'ABORTED' };
    } else if (session.kind === 'KUSHKI_TRANSFER') {
      change = session.outcome === 'reject' ? { status: 'REJECTED', errCategory: 'TRANSFER_REJECTED' } : { status: 'AUTHORIZED' };
    } else {
      const facts = decision.card ? checkTypedCard(decision.card, now) : null;
      if (!facts) return { ok: false, reason: 'invalidCard' };
      const card = { bin: facts.bin, last4: facts.last4, cardType: facts.type, brand: facts.brand, outcome: facts.outcome };
      if (session.kind === 'ONECLICK_ENROL') {
        const refused = ['reject', 'speed', 'threeDsFail'].includes(facts.outcome);
        change = refused
          ? { ...card, status: 'REJECTED', errCategory: 'ENROLMENT_REJECTED' }
          : { ...card, status: 'AUTHORIZED', cardToken: newToken('sbx_ocu') };
      } else {
        // On a provider page the 3-D Secure step is part of the page: its outcome is the card's.
        const verdict = chargeVerdict(facts.outcome);
        change = {
          ...card,
          status: verdict.status === 'APPROVED' ? 'AUTHORIZED' : verdict.status === 'REJECTED' ? 'REJECTED' : 'PENDING',
          errCategory: verdict.errCategory,
          approveAt: verdict.status === 'PENDING' ? this.pendingUntil() : null,
        };
      }
    }
    const decided = await inTransaction(this.db, async (tx) => {
      const [row] = await tx
        .update(sandboxSessions)
        .set({ ...change, decidedAt: change.status === 'PENDING' ? null : now })
        .where(and(eq(sandboxSessions.token, token), eq(sandboxSessions.status, 'CREATED')))
        .returning();
      if (row?.cardToken && row.kind === 'ONECLICK_ENROL') {
        await tx.insert(sandboxCardTokens).values({
          token: row.cardToken,
          kind: 'ONECLICK_USER',
          outcome: row.outcome ?? 'approve',
          bin: row.bin,
          last4: row.last4,
          cardType: row.cardType,
          brand: row.brand,
          createdAt: now,
        });
      }
      return row;
    });
    if (!decided) return { ok: false, reason: 'decided' };
    if (decided.status !== 'PENDING') await this.notify(decided);
    return { ok: true, session: decided };
  }

  /** PIX: the payer's bank paid (the page's button); otherwise it approves at approveAt. */
  async payPix(token: string): Promise<DecisionResult> {
    const now = this.now();
    const [row] = await this.db
      .update(sandboxSessions)
      .set({ status: 'AUTHORIZED', decidedAt: now })
      .where(and(eq(sandboxSessions.token, token), eq(sandboxSessions.kind, 'MP_PIX'), eq(sandboxSessions.status, 'PENDING')))
      .returning();
    if (!row) return { ok: false, reason: 'decided' };
    await this.notify(row);
    return { ok: true, session: row };
  }

  /** Sends the session's outcome to the merchant, signed; kept in the sandbox's outbox. */
  async notify(session: SandboxSession): Promise<void> {
    const body = JSON.stringify({
      id: randomUUID(),
      token: session.token,
      reference: session.reference,
      status: statusOf(session),
      errCategory: statusOf(session) === 'REJECTED' ? (session.errCategory ?? 'REJECTED') : null,
      card: cardOf(session),
    });
    const signature = signBody(this.options.secret, body);
    const id = (JSON.parse(body) as { id: string }).id;
    await this.db.insert(sandboxNotifications).values({ id, sessionToken: session.token, body, signature, createdAt: this.now() });
    if (!this.deliver) return;
    try {
      const status = await this.deliver(body, signature);
      await this.db.update(sandboxNotifications).set({ deliveredStatus: status }).where(eq(sandboxNotifications.id, id));
    } catch {
      // A failed delivery is what status checks are for: the merchant asks again.
    }
  }

  verify(rawBody: string, signature: string | undefined): ProviderNotification | null {
    if (!signatureMatches(this.options.secret, rawBody, signature)) return null;
    return parseNotification(rawBody);
  }

  // ── the script's API and saved cards: the vault (vault.ts) ──────────────────────────────────

  tokenize(card: TypedCard & { holder: string }) {
    return this.vault.tokenize(card);
  }

  validate3ds(secureId: string) {
    return this.vault.validate3ds(secureId);
  }

  transferToken(input: { bankCode: string; testId: string | null }) {
    return this.vault.transferToken(input);
  }

  // ── one-click enrolment ─────────────────────────────────────────────────────────────────────

  async startEnrolment(input: { reference: string; returnUrl: string; expiresAt: Date }): Promise<{ token: string; url: string }> {
    const token = newToken('sbx');
    const now = this.now();
    await this.db.insert(sandboxSessions).values({
      token,
      kind: 'ONECLICK_ENROL',
      reference: input.reference,
      amount: 0,
      currency: 'CLP',
      status: 'CREATED',
      expiresAt: input.expiresAt,
      createdAt: now,
      returnUrl: withQuery(input.returnUrl, { tbk_token: token }),
    });
    return { token, url: this.pageUrl({ kind: 'ONECLICK_ENROL', token }) };
  }

  async enrolmentStatus(token: string): Promise<EnrolmentStatus> {
    const session = await this.refreshSession(token);
    if (!session || session.kind !== 'ONECLICK_ENROL') return { status: 'FAILED', code: 'UNKNOWN_ENROLMENT' };
    if (session.status === 'AUTHORIZED' && session.cardToken)
      return { status: 'ENROLLED', cardToken: session.cardToken, card: cardOf(session)! };
    if (session.status === 'REJECTED') return { status: 'FAILED', code: session.errCategory ?? 'REJECTED' };
    return { status: 'PENDING' };
  }
}
