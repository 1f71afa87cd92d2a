import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { paymentResultSelectors, type PaymentResultMachine } from '#machines/paymentResult';
import { reservationSelectors } from '#machines/booking';
import type { ActorRefFrom } from 'xstate';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';
import { useMessage } from '#shell/i18n/useMessage';
import { useReservation } from './ReservationContext';

/** The payment result's error (card provider issues, a booking in progress...), then what follows. */
export function PaymentResultModal() {
  const ref = useReservation(reservationSelectors.paymentResultRef);
  if (!ref) return null;
  return <ResultModal actor={ref} />;
}

function ResultModal({ actor }: { actor: ActorRefFrom<PaymentResultMachine> }) {
  const text = useMessage();
  const entry = useSelector(actor, paymentResultSelectors.errorModal);
  if (!entry || entry.show === 'none') return null;
  const dismiss = () => actor.send({ type: 'result.dismiss' });
  return (
    <Modal
      open
      title={entry.title ? text(entry.title) : <Trans>No pudimos completar el pago</Trans>}
      onClose={dismiss}
      footer={
        <Button block onClick={dismiss}>
          <Trans>Entendido</Trans>
        </Button>
      }
    >
      <p>{text(entry.message)}</p>
    </Modal>
  );
}
