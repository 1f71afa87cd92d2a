import { Trans } from '@lingui/react/macro';
import { reservationSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';
import { useMessage } from '#shell/i18n/useMessage';
import { useReservation, useReservationActor } from './ReservationContext';

/** A quote or booking error shown as a modal by its row (the inline ones sit next to the players). */
export function ReservationFailureModal() {
  const actor = useReservationActor();
  const text = useMessage();
  const failure = useReservation(reservationSelectors.failure);
  const addPlayerOpen = useReservation(reservationSelectors.isAddPlayerOpen);
  if (!failure || failure.show !== 'modal' || addPlayerOpen) return null;
  const dismiss = () => actor.send({ type: 'error.dismiss' });
  return (
    <Modal
      open
      title={<Trans>No pudimos continuar</Trans>}
      onClose={dismiss}
      footer={
        <Button block onClick={dismiss}>
          <Trans>Entendido</Trans>
        </Button>
      }
    >
      <p>{text(failure.message, failure.values)}</p>
    </Modal>
  );
}
