import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { BookingListItemDto } from '#kernel/contract/booking/bookingsList';
import { bookingAncillariesSelectors as sel, type BookingAncillariesMachine } from '#machines/bookingAncillaries';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { formatDay, formatTime, money } from './format';

/**
 * Buying extras for a booking (spec part 2 §2 "Bookings list: buy ancillaries"): the club's extras for
 * its sport, how many the booking has, one more at a time up to the club's maximum. An extra paid
 * online is added to what is to pay; one paid at the club is paid there.
 */
export function ExtrasModal({ actor, booking }: { actor: ActorRefFrom<BookingAncillariesMachine>; booking: BookingListItemDto }) {
  const { t, i18n } = useLingui();
  const loading = useSelector(actor, sel.isLoading);
  const failed = useSelector(actor, sel.loadFailed);
  const extras = useSelector(actor, sel.extras);
  const busy = useSelector(actor, sel.busyWith);
  const problem = useSelector(actor, sel.problem);
  const last = useSelector(actor, sel.lastBought);
  const close = () => actor.send({ type: 'extras.close' });
  const when = `${formatDay(booking.local_date, i18n.locale)} · ${formatTime(booking.local_start_time)}`;
  return (
    <Modal
      open
      title={<Trans>Adicionales de tu reserva</Trans>}
      onClose={close}
      footer={
        <Button block onClick={close} disabled={busy !== null}>
          <Trans>Listo</Trans>
        </Button>
      }
    >
      <div className="stack" data-testid="extras-modal">
        <p className="muted">
          {booking.club_name} · {booking.courtName} · {when}
        </p>
        {problem ? (
          <Notice kind="error">
            <p data-testid="extras-problem">{i18n._(problem)}</p>
            {failed ? (
              <Button variant="secondary" onClick={() => actor.send({ type: 'extras.retry' })}>
                <Trans>Reintentar</Trans>
              </Button>
            ) : null}
          </Notice>
        ) : null}
        {last ? (
          <Notice kind="success">
            <p data-testid="extras-added">
              {last.pendingAmount > 0 ? (
                <Trans>
                  Agregaste {last.name}. Por pagar: {money(last.pendingAmount, booking.currencyCode, i18n.locale)}
                </Trans>
              ) : (
                <Trans>Agregaste {last.name}.</Trans>
              )}
            </p>
          </Notice>
        ) : null}
        {loading ? (
          <div role="status" className="bookings__loading">
            <Spinner decorative />
            <Trans>Cargando los adicionales…</Trans>
          </div>
        ) : failed ? null : extras.length === 0 ? (
          <p data-testid="extras-none">
            <Trans>El club no ofrece adicionales para esta reserva.</Trans>
          </p>
        ) : (
          <ul className="extras-list">
            {extras.map((e) => (
              <li key={e.club_ancillary_id} className="extras-list__item" data-testid="extra">
                <div>
                  <strong>{e.name}</strong>
                  <p className="muted">
                    {money(e.amount, e.currencyCode, i18n.locale)} ·{' '}
                    {e.online_payment === 'Y' ? <Trans>se paga en la app</Trans> : <Trans>se paga en el club</Trans>}
                  </p>
                  <p className="muted" data-testid="extra-quantity">
                    {e.max_items > 0 ? (
                      <Trans>
                        Tienes {e.quantity} de {e.max_items}
                      </Trans>
                    ) : (
                      <Trans>Tienes {e.quantity}</Trans>
                    )}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  busy={busy === e.club_ancillary_id}
                  disabled={!e.canAdd}
                  aria-label={t`Agregar ${e.name}`}
                  onClick={() => actor.send({ type: 'extras.buy', ancillaryId: e.club_ancillary_id })}
                >
                  <Trans>Agregar</Trans>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
