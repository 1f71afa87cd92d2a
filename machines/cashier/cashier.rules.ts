// The cashier's rules over forms of payment (spec part 2 §3, §4 "Cashier", §9; part 3 §4
// "Payment step"), pure:
//   - with insurance only one-click and KUSHKI are offered;
//   - a card provider (KUSHKI, WEBPAYONECLICK, PAYPHONE) has the card flow; KUSHKI with a
//     bankTransferMode also has the bank-transfer flow; the card flow comes first;
//   - the card used last is preselected (else the first saved card);
//   - the fop params handed back (installments 1).
import type { CashierContext, Fop, FopCard, FopChoice, FopParams } from './cashier.types';

export const INSURANCE_FOP_CODES: readonly string[] = ['WEBPAYONECLICK', 'KUSHKI'];
export const CARD_FOP_CODES: readonly string[] = ['KUSHKI', 'WEBPAYONECLICK', 'PAYPHONE'];
export const INSTALLMENTS_DEFAULT = 1;

/** true, 1, '1', 'Y' or a mode name; not false, 0, 'N', 'OFF', '' or null. */
export function isOn(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value !== 'string') return false;
  return !['', '0', 'N', 'NO', 'OFF', 'FALSE'].includes(value.trim().toUpperCase());
}

export const offeredFops = (fops: readonly Fop[], insurance: boolean): Fop[] =>
  fops.filter((fop) => !insurance || INSURANCE_FOP_CODES.includes(fop.fopCode));

export const isCardFop = (fop: Fop | null | undefined): boolean => Boolean(fop && CARD_FOP_CODES.includes(fop.fopCode));
export const offersBankTransfer = (fop: Fop | null | undefined): boolean => fop?.fopCode === 'KUSHKI' && isOn(fop.bankTransferMode);

/** The provider's id of a saved card, as a string. */
export function cardIdOf(card: FopCard, fopCode: string): string | null {
  const byCode: Record<string, unknown> = {
    KUSHKI: card.userKushkiSubscriptionId,
    WEBPAYONECLICK: card.userOneClickId,
    PAYPHONE: card.userPayphoneTokenId,
  };
  const id = byCode[fopCode] ?? card.userKushkiSubscriptionId ?? card.userOneClickId ?? card.userPayphoneTokenId;
  return id === null || id === undefined || String(id) === '' ? null : String(id);
}

/** The saved cards of a fop that carry an id. */
export const savedCards = (fop: Fop | null | undefined): Array<{ id: string; card: FopCard }> =>
  (fop?.cards ?? []).flatMap((card) => {
    const id = cardIdOf(card, fop?.fopCode ?? '');
    return id ? [{ id, card }] : [];
  });

/** The card used last, else the first one; null without saved cards. */
export function preferredCardId(fop: Fop | null | undefined): string | null {
  const cards = savedCards(fop);
  return (cards.find(({ card }) => isOn(card.cardLastUsed)) ?? cards[0])?.id ?? null;
}

export const chosenFop = (c: Pick<CashierContext, 'fops' | 'fopId'>): Fop | null => c.fops.find((f) => f.fopId === c.fopId) ?? null;
export const chosenCard = (c: Pick<CashierContext, 'fops' | 'fopId' | 'cardId'>): FopCard | null =>
  savedCards(chosenFop(c)).find(({ id }) => id === c.cardId)?.card ?? null;

/** The tokenized payment checkbox shows unless the mode is OFF; FORCED must be accepted to pay. */
export const offersTokenized = (mode: string): boolean => mode !== 'OFF';
export const requiresTokenized = (mode: string): boolean => mode === 'FORCED';

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The fop, its params and the tokenized acceptance handed back to the caller. */
export function buildChoice(c: CashierContext): FopChoice {
  const fop = chosenFop(c);
  const params: FopParams = { installments: INSTALLMENTS_DEFAULT };
  if (present(c.promoCode)) params.promoCode = c.promoCode.trim();
  if (c.flow === 'bankTransfer' && offersBankTransfer(fop)) {
    params.paymentType = 'transfer';
    if (c.transferToken) params.token = c.transferToken;
  } else if (isCardFop(fop)) {
    params.paymentType = 'card';
    const card = chosenCard(c);
    if (card && c.cardId) {
      params.paymentMode = 'savedCard';
      params.token = c.cardId;
      if (present(card.bin)) params.bin = card.bin;
      if (present(card.cardType)) params.cardType = card.cardType;
    } else if (c.newCard) {
      params.paymentMode = 'providerPage';
      if (fop?.fopCode === 'PAYPHONE') params.payphoneSaveCard = true;
    }
  }
  if (fop?.fopCode === 'MERCADOPAGO' && present(c.deviceSessionId)) params.MP_DEVICE_SESSION_ID = c.deviceSessionId;
  return {
    fopId: fop?.fopId ?? 0,
    fopCode: fop?.fopCode ?? '',
    fopParams: params,
    tokenizedPaymentAccepted: requiresTokenized(c.tokenizedMode) || (offersTokenized(c.tokenizedMode) && c.tokenizedAccepted),
  };
}
