import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { cashierRules, cashierSelectors as cashier, type Fop } from '#machines/cashier';
import { CardIcon, WalletIcon } from '../cards/icons';
import { sameJson, useCashier, useCashierActor } from './CashierContext';

/** Card methods first (spec part 2 §4), then the others in the club's order. */
export const cardFirst = (fops: Fop[]): Fop[] =>
  [...fops].sort((a, b) => Number(cashierRules.isCardFop(b)) - Number(cashierRules.isCardFop(a)));

export function useFopDescription() {
  const { t } = useLingui();
  return (fop: Fop): ReactNode => {
    const saved = cashierRules.savedCards(fop).length;
    switch (fop.fopCode) {
      case 'KUSHKI':
        return saved > 0 ? (
          <Plural value={saved} one="# tarjeta guardada" other="# tarjetas guardadas" />
        ) : (
          t`Agrega tu tarjeta y queda guardada`
        );
      case 'WEBPAYONECLICK':
        return saved > 0 ? t`Tu tarjeta inscrita, en un toque` : t`Inscribe tu tarjeta y paga en un toque`;
      case 'WEBPAY':
        return t`Débito, crédito o prepago en la página de Webpay`;
      case 'MERCADOPAGO':
        return t`Tarjeta, saldo o PIX en la página de Mercado Pago`;
      case 'PAYPHONE':
        return t`Tarjeta en la página de Payphone`;
      default:
        return t`En la página del medio de pago`;
    }
  };
}

/** The club's forms of payment: one tap chooses one. */
export function FopList() {
  const actor = useCashierActor();
  const fops = useCashier(cashier.fops, sameJson);
  const describe = useFopDescription();
  return (
    <section className="cashier__section" aria-labelledby="cashier-fops">
      <h3 className="cashier__heading" id="cashier-fops">
        <Trans>Elige cómo pagar</Trans>
      </h3>
      <ul className="pay-options">
        {cardFirst(fops).map((fop) => (
          <li key={fop.fopId}>
            <button type="button" className="pay-option" onClick={() => actor.send({ type: 'fop.select', fopId: fop.fopId })}>
              <span className="pay-option__icon">{cashierRules.isCardFop(fop) ? <CardIcon /> : <WalletIcon />}</span>
              <span className="pay-option__text">
                <span className="pay-option__title">{fop.fopName}</span>
                <span className="pay-option__detail">{describe(fop)}</span>
              </span>
              <svg
                className="pay-option__chevron"
                width="18"
                height="18"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d="m9 6 6 6-6 6" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
