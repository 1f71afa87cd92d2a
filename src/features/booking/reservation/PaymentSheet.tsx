import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { reservationSelectors } from '../../../../machines/booking';
import { formatCardNumber, isValidCardNumber } from '../../../lib/validators/cardNumber';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { money } from '../shared/format';
import { useLocale } from '../shared/useMessage';
import { useReservation, useReservationActor } from './ReservationContext';

/**
 * The form of payment for 'pay' and 'downpay'. Until the cashier (payments issue) lands, the club's
 * payments go through the sandbox provider: one card form whose number the provider reads
 * (its test cards approve, reject or stay pending).
 */
export const SANDBOX_FOP_ID = 1;

export function PaymentSheet() {
  const actor = useReservationActor();
  const { t } = useLingui();
  const locale = useLocale();
  const open = useReservation((s) => reservationSelectors.screen(s) === 'payment');
  const action = useReservation(reservationSelectors.payAction);
  const charge = useReservation((s) => reservationSelectors.chargeNow(s, action === 'downpay' ? 'downpay' : 'pay'));
  const currency = useReservation((s) => reservationSelectors.amounts(s).currencyCode);
  const [card, setCard] = useState('');
  const [error, setError] = useState<string | null>(null);
  const amount = money(charge, currency, locale);

  const cancel = () => {
    setError(null);
    actor.send({ type: 'payment.cancel' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidCardNumber(card)) return setError(t`Revisa el número de la tarjeta.`);
    setError(null);
    actor.send({ type: 'payment.confirm', fopId: SANDBOX_FOP_ID, fopParams: { cardNumber: card.replace(/\s/g, ''), paymentType: 'card', installments: 1 } });
  };

  return (
    <Modal open={open} title={<Trans>Pagar {amount}</Trans>} onClose={cancel}>
      <form className="stack" onSubmit={submit} noValidate>
        <p className="muted">
          <Trans>Pago con tarjeta de crédito o débito. Entorno de prueba: la tarjeta 4111 1111 1111 1111 se aprueba.</Trans>
        </p>
        <TextField
          label={<Trans>Número de tarjeta</Trans>}
          inputMode="numeric"
          autoComplete="cc-number"
          value={card}
          onChange={(e) => setCard(formatCardNumber(e.target.value))}
          error={error ?? undefined}
        />
        <Button type="submit" block>
          <Trans>Pagar {amount}</Trans>
        </Button>
        <Button variant="ghost" block onClick={cancel}>
          <Trans>Volver al resumen</Trans>
        </Button>
      </form>
    </Modal>
  );
}
