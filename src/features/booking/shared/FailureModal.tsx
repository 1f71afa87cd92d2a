import { Trans } from '@lingui/react/macro';
import { bookingSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';
import { useBooking, useBookingActor } from './BookingContext';
import { useMessage } from '#shell/i18n/useMessage';

/**
 * A failure of the flow whose table row says 'modal' (a limit, someone booked first, availability
 * failed...): the message with its count, then 'error.dismiss' lets the flow go on.
 */
export function FailureModal() {
  const actor = useBookingActor();
  const failure = useBooking(bookingSelectors.failure);
  const text = useMessage();
  if (!failure || failure.show !== 'modal') return null;
  const dismiss = () => actor.send({ type: 'error.dismiss' });
  return (
    <Modal
      open
      title={failure.title ? text(failure.title) : <Trans>No pudimos continuar</Trans>}
      onClose={dismiss}
      footer={
        <Button block onClick={dismiss}>
          <Trans>Entendido</Trans>
        </Button>
      }
    >
      <p data-testid="failure-message">{text(failure.message, failure.values)}</p>
    </Modal>
  );
}
