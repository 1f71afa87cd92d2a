import { Trans, useLingui } from '@lingui/react/macro';
import type { FopCard } from '#machines/cashier';
import { cashierRules } from '#machines/cashier';
import { CardIcon } from './icons';

/** The last four digits of a saved card ('' when the provider gave none). */
export const lastFourOf = (card: FopCard): string => (card.lastDigits ?? '').slice(-4);

/** The scheme from the first digits, when the provider named none (a card just saved). */
function brandOfBin(bin: string | null | undefined): string | null {
  if (!bin) return null;
  if (bin.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(bin)) return 'MASTERCARD';
  if (/^3[47]/.test(bin)) return 'AMEX';
  return null;
}

/** 'Visa •••• 1111': what the user recognises a card by. */
export function useCardName() {
  const { t } = useLingui();
  return (card: FopCard) => {
    const scheme = card.brand || brandOfBin(card.bin);
    const brand = scheme ? scheme.charAt(0) + scheme.slice(1).toLowerCase() : t`Tarjeta`;
    const last = lastFourOf(card);
    return last ? `${brand} •••• ${last}` : brand;
  };
}

/** One saved card: brand and last digits, credit or debit, the last one used. */
export function SavedCardLabel({ card }: { card: FopCard }) {
  const name = useCardName()(card);
  const lastUsed = cashierRules.isOn(card.cardLastUsed);
  return (
    <span className="saved-card">
      <span className="saved-card__icon">
        <CardIcon />
      </span>
      <span className="saved-card__text">
        <span className="saved-card__name">{name}</span>
        <span className="saved-card__meta">
          {card.cardType === 'debit' ? <Trans>Débito</Trans> : card.cardType === 'credit' ? <Trans>Crédito</Trans> : null}
          {lastUsed ? (
            <>
              {card.cardType ? ' · ' : null}
              <Trans>Usada la última vez</Trans>
            </>
          ) : null}
        </span>
      </span>
    </span>
  );
}
