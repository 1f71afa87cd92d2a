import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The built-in sandbox payment provider's own storage (server/payments/sandbox). It stands for the
// provider's systems, not ours: our tables only hold its references. It still keeps no card number
// and no CVV: a card is its outcome class (server/payments/sandbox/testCards.ts), bin and last four.

export type SandboxSessionStatus = 'CREATED' | 'PENDING' | 'AUTHORIZED' | 'REJECTED' | 'REVERSED';

/** A charge or an enrolment at the sandbox: a page session (redirect) or a direct charge. */
export const sandboxSessions = pgTable(
  'sandbox_sessions',
  {
    token: text('token').primaryKey(),
    /** WEBPAY, ONECLICK_ENROL, ONECLICK_CHARGE, KUSHKI_CHARGE, KUSHKI_TRANSFER, MP_CHECKOUT, MP_PIX, DIRECT. */
    kind: text('kind').notNull(),
    /** The merchant's reference: the same reference answers the same session (charged once). */
    reference: text('reference').notNull().unique(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Transfers: subtotals and tax (tax 0). */
    amountDetails: jsonb('amount_details').$type<Record<string, number>>(),
    status: text('status').$type<SandboxSessionStatus>().notNull(),
    /** The test card's outcome class once a card is known. */
    outcome: text('outcome'),
    errCategory: text('err_category'),
    bin: text('bin'),
    last4: text('last4'),
    cardType: text('card_type'),
    brand: text('brand'),
    /** The card token a one-click enrolment made. */
    cardToken: text('card_token'),
    returnUrl: text('return_url'),
    /** PENDING sessions become AUTHORIZED at this instant (pending-then-approve cards, PIX). */
    approveAt: timestamp('approve_at', { withTimezone: true }),
    /** A page session not decided by then is REJECTED (TIMEOUT). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('sandbox_sessions_status', sql`${t.status} in ('CREATED', 'PENDING', 'AUTHORIZED', 'REJECTED', 'REVERSED')`),
    check(
      'sandbox_sessions_card_parts',
      sql`(${t.bin} is null or ${t.bin} ~ '^[0-9]{6}$') and (${t.last4} is null or ${t.last4} ~ '^[0-9]{4}$')`,
    ),
  ],
);

/**
 * Card tokens of the sandbox: one-time tokens from its script (TOKEN), subscriptions made from them
 * (SUBSCRIPTION), one-click users (ONECLICK_USER) and bank-transfer tokens (TRANSFER).
 */
export const sandboxCardTokens = pgTable(
  'sandbox_card_tokens',
  {
    token: text('token').primaryKey(),
    kind: text('kind').notNull(),
    outcome: text('outcome').notNull(),
    bin: text('bin'),
    last4: text('last4'),
    cardType: text('card_type'),
    brand: text('brand'),
    expMonth: text('exp_month'),
    expYear: text('exp_year'),
    requires3ds: boolean('requires_3ds').notNull().default(false),
    secureId: text('secure_id').unique(),
    passed3ds: boolean('passed_3ds'),
    /** The one-time token was spent (a subscription or a charge). */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Where a subscription came from (its one-time token). */
    sourceToken: text('source_token'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('sandbox_card_tokens_source_idx').on(t.sourceToken),
    check(
      'sandbox_card_tokens_card_parts',
      sql`(${t.bin} is null or ${t.bin} ~ '^[0-9]{6}$') and (${t.last4} is null or ${t.last4} ~ '^[0-9]{4}$')`,
    ),
  ],
);

/** Notifications the sandbox sent (its outbox): replayable, and what tests read. */
export const sandboxNotifications = pgTable('sandbox_notifications', {
  id: text('id').primaryKey(),
  sessionToken: text('session_token').notNull(),
  body: text('body').notNull(),
  signature: text('signature').notNull(),
  deliveredStatus: integer('delivered_status'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
