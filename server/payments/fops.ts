import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FopCardDto, FopDto } from '#kernel/contract/payments';
import type { Db } from '#server/db/client';
import { paymentMethods, payments, type CardProvider } from '#server/db/schema';
import type { FopCode, PaymentProviders } from './provider';

// The forms of payment (fops) of a club and the card provider's config per country (spec part 2
// §3 "Form of payment (fop)", "Card provider country config"). Which methods a club offers follows
// its country and its rules (online payment, one-click), the way the providers are sold there.

/** Fixed fop ids; 15 is the card provider's (KUSHKI), as the spec fixes it. */
export const FOP_IDS = { WEBPAY: 1, WEBPAYONECLICK: 2, KUSHKI: 15, MERCADOPAGO: 20 } as const satisfies Partial<Record<FopCode, number>>;
export type OfferedFopCode = keyof typeof FOP_IDS;

const FOP_NAMES: Record<OfferedFopCode, string> = {
  KUSHKI: 'Tarjeta de crédito o débito',
  WEBPAYONECLICK: 'Webpay Oneclick',
  WEBPAY: 'Webpay',
  MERCADOPAGO: 'Mercado Pago',
};

export function fopCodeOf(fopId: number | null | undefined): OfferedFopCode | null {
  const entry = Object.entries(FOP_IDS).find(([, id]) => id === fopId);
  return entry ? (entry[0] as OfferedFopCode) : null;
}

interface CountryPayments {
  currencyCode: string;
  /** Methods in the order offered (card first). */
  methods: OfferedFopCode[];
  bankTransfer: boolean;
  askForFoid: boolean;
  askForAddress: boolean;
}

const COUNTRY_PAYMENTS: Record<string, CountryPayments> = {
  CL: {
    currencyCode: 'CLP',
    methods: ['KUSHKI', 'WEBPAYONECLICK', 'WEBPAY'],
    bankTransfer: false,
    askForFoid: false,
    askForAddress: false,
  },
  CO: { currencyCode: 'COP', methods: ['KUSHKI'], bankTransfer: true, askForFoid: true, askForAddress: false },
  PE: { currencyCode: 'PEN', methods: ['KUSHKI'], bankTransfer: false, askForFoid: true, askForAddress: false },
  EC: { currencyCode: 'USD', methods: ['KUSHKI'], bankTransfer: true, askForFoid: true, askForAddress: false },
  MX: { currencyCode: 'MXN', methods: ['KUSHKI'], bankTransfer: false, askForFoid: false, askForAddress: true },
  US: { currencyCode: 'USD', methods: ['KUSHKI'], bankTransfer: false, askForFoid: false, askForAddress: false },
  AR: { currencyCode: 'ARS', methods: ['MERCADOPAGO'], bankTransfer: false, askForFoid: false, askForAddress: false },
  BR: { currencyCode: 'BRL', methods: ['MERCADOPAGO'], bankTransfer: false, askForFoid: false, askForAddress: false },
};
const NO_PAYMENTS: CountryPayments = { currencyCode: 'USD', methods: [], bankTransfer: false, askForFoid: false, askForAddress: false };

export const countryPayments = (countryCode: string): CountryPayments => COUNTRY_PAYMENTS[countryCode.toUpperCase()] ?? NO_PAYMENTS;

/** The smallest amount a bank transfer takes (minor units of the club's currency). */
const TRANSFER_MINIMUM = 10_000;

export interface ClubForFops {
  countryCode: string;
  onlinePayment: boolean;
  oneClick: boolean;
}

/** The fop codes a club offers: none without online payment; one-click only where the club has it. */
export function clubFopCodes(club: ClubForFops): OfferedFopCode[] {
  if (!club.onlinePayment) return [];
  return countryPayments(club.countryCode).methods.filter((code) => code !== 'WEBPAYONECLICK' || club.oneClick);
}

/** The caller's saved cards of a provider, the one used last first marked. */
export async function savedCards(db: Db, userId: number, provider: CardProvider): Promise<FopCardDto[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.provider, provider), isNull(paymentMethods.deletedAt)))
    .orderBy(sql`${paymentMethods.lastUsedAt} desc nulls last`, desc(paymentMethods.id));
  return rows.map((row, index) => ({
    paymentMethodId: row.id,
    ...(provider === 'KUSHKI' ? { userKushkiSubscriptionId: row.providerToken } : { userOneClickId: row.providerToken }),
    cardLastUsed: index === 0 && row.lastUsedAt !== null,
    bin: row.bin,
    cardType: row.cardType,
    brand: row.brand,
    lastDigits: row.last4,
  }));
}

/** A bank transfer of the caller still open (not settled and not abandoned). */
export async function hasPendingBankTransfer(db: Db, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.paymentType, 'transfer'),
        inArray(payments.status, ['CREATED', 'PENDING']),
        or(isNull(payments.expiresAt), gt(payments.expiresAt, now)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export interface FopQuery {
  db: Db;
  providers: PaymentProviders;
  userId: number;
  countryCode: string;
  codes: OfferedFopCode[];
  /** The amount to pay, when known: a bank transfer needs its minimum. */
  paymentAmount: number | null;
  now: Date;
}

/** The fops of the codes, with the caller's cards and pending transfers. */
export async function describeFops(query: FopQuery): Promise<FopDto[]> {
  const { db, userId, countryCode, codes, paymentAmount, now } = query;
  const country = countryPayments(countryCode);
  const merchant = query.providers.merchant(countryCode);
  const fops: FopDto[] = [];
  for (const code of codes) {
    const transfer = code === 'KUSHKI' && country.bankTransfer && (paymentAmount === null || paymentAmount >= TRANSFER_MINIMUM);
    const cards = code === 'KUSHKI' || code === 'WEBPAYONECLICK' ? await savedCards(db, userId, code) : [];
    fops.push({
      fopId: FOP_IDS[code],
      fopCode: code,
      fopName: FOP_NAMES[code],
      cards,
      publicMerchantId: code === 'KUSHKI' || code === 'MERCADOPAGO' ? merchant.publicMerchantId : null,
      testEnvironment: merchant.testEnvironment,
      bankTransferMode: transfer,
      askForFoid: code === 'KUSHKI' && country.askForFoid,
      askForAddress: code === 'KUSHKI' && country.askForAddress,
      hasPendingBankTransferPayments: transfer ? await hasPendingBankTransfer(db, userId, now) : false,
    });
  }
  return fops;
}

/** The fops that can charge automatically later (tokenized renewals): the card provider's. */
export const tokenizedFopCodes = (countryCode: string): OfferedFopCode[] =>
  countryPayments(countryCode).methods.filter((code) => code === 'KUSHKI');
