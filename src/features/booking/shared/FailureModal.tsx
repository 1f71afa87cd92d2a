import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { bookingSelectors } from '#machines/booking';
import { loadWholeCatalog } from '#shell/i18n/catalogs';
import { Button } from '#ui/Button';
import { useBooking, useBookingActor } from './BookingContext';
import { useMessage } from '#shell/i18n/useMessage';

// The dialog's code (and its texts, with the whole catalog) loads with the first failure: the
// first screen opens without it.
const Modal = lazy(async () => {
  const [{ Modal }] = await Promise.all([import('#ui/Modal'), loadWholeCatalog()]);
  return { default: Modal };
});

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
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
