import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { bookingSelectors } from '#machines/booking';
import * as select from '#machines/booking/waitingList/waitingList.selectors';
import { Screen } from '#shell/layout/Screen';
import { useLocale } from '#shell/i18n/useMessage';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Loader } from '#ui/Loader';
import { Notice } from '#ui/Notice';
import { clubDetails } from '../api/views';
import { useBooking } from '../shared/BookingContext';
import { formatTime } from '../shared/format';
import { SearchSummary } from '../slots/SearchSummary';
import { WaitingListToggle } from './WaitingListToggle';
import './WaitingListPage.css';

/**
 * The waiting-list slots (spec part 1 §4.6): the searched day's courts booked by others; a request
 * per slot puts the player on its list, and success opens my waiting lists.
 */
export default function WaitingListPage({ busy }: { busy: boolean }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const club = clubDetails(useBooking(bookingSelectors.club));
  const ref = useBooking(bookingSelectors.waitingListRef);
  const snapshot = useSelector(ref, (s) => s);
  if (!ref || !snapshot) return <Loader />;
  const slots = select.slots(snapshot);
  const requestError = select.requestError(snapshot);
  const requesting = select.requestingBookingId(snapshot);
  return (
    <Screen title={t`Lista de espera`}>
      <SearchSummary clubName={club?.name ?? null} busy={busy} />
      <WaitingListToggle on disabled={busy} />
      <p className="slots-hint muted">
        <Trans>Estos horarios están reservados. Únete a la lista de espera y te avisamos si se liberan.</Trans>
      </p>
      {select.isLoading(snapshot) ? <Loader /> : null}
      {select.loadFailed(snapshot) ? (
        <Notice kind="error" title={i18n._(select.loadError().title)}>
          <Button variant="secondary" onClick={() => ref.send({ type: 'waitingList.reload' })}>
            <Trans>Reintentar</Trans>
          </Button>
        </Notice>
      ) : null}
      {requestError ? <Notice kind="error">{i18n._(requestError.message)}</Notice> : null}
      {select.isEmpty(snapshot) ? (
        <EmptyState title={<Trans>No hay horarios reservados este día</Trans>}>
          <Trans>Prueba con otro día.</Trans>
        </EmptyState>
      ) : null}
      {slots.length > 0 ? (
        <ul className="waiting-slots" aria-label={t`Horarios con lista de espera`}>
          {slots.map((s) => {
            const time = formatTime(s.local_start_time, locale);
            return (
              <li key={s.bookingId} className="waiting-slot">
                <div className="waiting-slot__main">
                  <p className="waiting-slot__title">
                    {s.courtText} · {time}
                  </p>
                  <p className="waiting-slot__meta">
                    <Trans>Reservado</Trans>
                  </p>
                </div>
                <Button
                  variant="secondary"
                  busy={requesting === s.bookingId}
                  disabled={!select.canRequest(snapshot) || busy}
                  onClick={() => ref.send({ type: 'waitingList.request', bookingId: s.bookingId })}
                >
                  <Trans>Unirme a la lista</Trans>
                  <span className="visually-hidden">
                    {' '}
                    {s.courtText} {time}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Screen>
  );
}
