import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { paymentResultSelectors, type PaymentResultMachine } from '#machines/paymentResult';
import { useMessage } from '#shell/i18n/useMessage';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';

/**
 * The payment result's error (card provider issues, a booking in progress...) with its dismiss, then
 * what the paymentResult machine does next. The reservation step and the booking summary show it.
 */
export function PaymentErrorModal({ actor }: { actor: ActorRefFrom<PaymentResultMachine> }) {
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
