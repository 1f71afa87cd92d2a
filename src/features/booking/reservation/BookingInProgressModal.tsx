import { Trans } from '@lingui/react/macro';
import { reservationSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';
import { Notice } from '#ui/Notice';
import { formatDateLong, formatTime } from '../shared/format';
import { useLocale, useMessage } from '#shell/i18n/useMessage';
import { useReservation, useReservationActor } from './ReservationContext';

/**
 * -1698 (spec part 1 §8, "a booking is in progress"): another booking of the player waits for its
 * payment (a provider's page left open). It is named — club, court, day and time — with the two ways
 * on: back to paying it, or cancel it and go on with this one at once. Closing goes back to the slots.
 */
export function BookingInProgressModal() {
  const actor = useReservationActor();
  const locale = useLocale();
  const text = useMessage();
  const booking = useReservation(reservationSelectors.bookingInProgress);
  const cancelling = useReservation(reservationSelectors.isCancellingInProgress);
  const canContinue = useReservation(reservationSelectors.canContinueInProgress);
  const failure = useReservation(reservationSelectors.inProgressFailure);
  if (!booking) return null;
  const start = formatTime(booking.startTime, locale);
  const end = formatTime(booking.endTime, locale);
  const day = booking.date ? formatDateLong(booking.date, locale) : '';
  return (
    <Modal
      open
      title={<Trans>Tienes una reserva en curso</Trans>}
      onClose={() => actor.send({ type: 'reservation.back' })}
      footer={
        <>
          <Button block disabled={!canContinue} onClick={() => actor.send({ type: 'inProgress.continue' })}>
            <Trans>Seguir pagando esa reserva</Trans>
          </Button>
          <Button
            block
            variant="secondary"
            busy={cancelling}
            disabled={cancelling}
            onClick={() => actor.send({ type: 'inProgress.cancel' })}
          >
            <Trans>Anularla y seguir con esta</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>Todavía no terminas de pagar esta reserva, y solo puedes tener una en pago a la vez:</Trans>
      </p>
      <p className="in-progress__booking">
        <strong>{booking.clubName}</strong>
        <br />
        {booking.courtName} · {day}
        <br />
        <Trans>
          {start} a {end}
        </Trans>
      </p>
      <p className="muted">
        <Trans>Si la anulas, su cancha queda libre y no se cobra nada.</Trans>
      </p>
      {failure ? <Notice kind="error">{text(failure)}</Notice> : null}
    </Modal>
  );
}
