import { useLayoutEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { bookingSelectors, settingsSelectors, type Timeslot } from '#machines/booking';
import { ExchangeNotice } from '../exchange/ExchangeNotice';
import { Screen } from '#shell/layout/Screen';
import { usePrefetchWhenIdle } from '#shell/idlePrefetch';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { clubDetails } from '../api/views';
import { loadReservationPage } from '../reservation/loadReservationPage';
import { useBooking, useBookingActor } from '../shared/BookingContext';
import { FailureModal } from '../shared/FailureModal';
import { formatTime } from '../shared/format';
import { useLocale } from '#shell/i18n/useMessage';
import { SearchSummary } from './SearchSummary';
import { SlotGroups } from './SlotGroups';
import { WaitingListToggle } from '../waitingList/WaitingListToggle';
import { GolfHolesChoice } from '../golf/lazyGolf';
import './SlotsPage.css';

export type SlotsScreen = 'slots' | 'alternativeSlots' | 'nearbySlots';

const sameDaySlots = (a: bookingSelectors.DaySlots, b: bookingSelectors.DaySlots) =>
  a.status === b.status && (a.status !== 'loaded' || (b.status === 'loaded' && a.slots === b.slots));

/**
 * The slots of a search (spec part 1 §2.2): by court, the searched hour with one neighbour on each
 * side, or the whole day with 'show all'; other hours of the club when the searched one is taken;
 * nearby clubs' slots after an availability error. Choosing one holds it.
 */
export default function SlotsPage({ screen, busy }: { screen: SlotsScreen; busy: boolean }) {
  const actor = useBookingActor();
  const { t } = useLingui();
  const locale = useLocale();
  const search = useBooking(bookingSelectors.search);
  const timeslots = useBooking(bookingSelectors.timeslots);
  const alternatives = useBooking(bookingSelectors.alternatives);
  const club = clubDetails(useBooking(bookingSelectors.club));
  const selected = useBooking(bookingSelectors.selectedSlot);
  const holding = useBooking(bookingSelectors.isHolding);
  const searching = useBooking(bookingSelectors.isSearching);
  const canSelect = useBooking(bookingSelectors.canSelectSlot);
  const hidesPrices = useBooking(settingsSelectors.hidesPrices);
  // 'Show all': the club's whole day, loaded by the flow when asked for.
  const all = useBooking(bookingSelectors.daySlots, sameDaySlots);
  const showAll = all.status !== 'off';
  // The next step: the summary, once a slot is held.
  usePrefetchWhenIdle(loadReservationPage);

  const slots = screen === 'alternativeSlots' ? alternatives : all.status === 'loaded' ? all.slots : timeslots;
  const select = (slot: Timeslot) => actor.send({ type: 'slot.select', slot });
  const time = formatTime(search.time, locale);
  const title =
    screen === 'alternativeSlots' ? t`Otros horarios` : screen === 'nearbySlots' ? t`Horarios en otros clubes` : t`Horarios disponibles`;

  useLayoutEffect(() => {
    // The whole day's answer marked its arrival (api/timeslots.ts): how long it takes to show (bench/slotsRender.ts).
    if (all.status !== 'loaded' || performance.getEntriesByName('courtflow:slots:all:start').length === 0) return;
    performance.mark('courtflow:slots:all:end');
    performance.measure('courtflow:slots:all', 'courtflow:slots:all:start', 'courtflow:slots:all:end');
  }, [all]);

  return (
    <Screen title={title}>
      <SearchSummary clubName={screen === 'nearbySlots' ? null : (club?.name ?? null)} busy={busy} />
      <ExchangeNotice />
      {screen === 'nearbySlots' ? null : <WaitingListToggle on={false} disabled={busy} />}
      {screen === 'nearbySlots' ? null : <GolfHolesChoice disabled={busy} />}
      {screen === 'alternativeSlots' ? (
        <Notice kind="info">
          <Trans>No quedan canchas libres a las {time}. Estos son los horarios libres más cercanos.</Trans>
        </Notice>
      ) : null}
      {screen === 'nearbySlots' ? (
        <Notice kind="info">
          <Trans>Estos clubes cercanos tienen canchas libres a las {time}.</Trans>
        </Notice>
      ) : null}
      {searching && slots.length === 0 ? (
        <div className="slots-loading" role="status">
          <Spinner />
          <p className="muted">
            <Trans>Buscando horarios…</Trans>
          </p>
        </div>
      ) : slots.length === 0 ? (
        <EmptyState title={<Trans>No hay horarios para mostrar</Trans>}>
          <Trans>Prueba con otra hora o con otro día.</Trans>
        </EmptyState>
      ) : (
        <>
          <p className="slots-hint muted">
            {holding ? (
              <Trans>Reservando el horario para ti…</Trans>
            ) : (
              <Trans>Elige un horario: lo guardamos para ti mientras completas la reserva.</Trans>
            )}
          </p>
          <SlotGroups
            slots={slots}
            searchedTime={search.time}
            selected={selected}
            holding={holding}
            canSelect={canSelect && !busy}
            onSelect={select}
            showClub={screen === 'nearbySlots'}
            hidePrices={hidesPrices && screen !== 'nearbySlots'}
          />
        </>
      )}
      {screen === 'slots' ? (
        <div className="slots-more">
          {all.status === 'loading' ? <Spinner size="small" /> : null}
          {all.status === 'failed' ? (
            <Notice kind="error">
              <Trans>No pudimos cargar todos los horarios. Inténtalo de nuevo.</Trans>
            </Notice>
          ) : null}
          <Button
            variant="secondary"
            block
            onClick={() => actor.send({ type: showAll ? 'slots.showNear' : 'slots.showDay' })}
            disabled={busy || all.status === 'loading'}
            aria-pressed={showAll}
          >
            {showAll ? <Trans>Ver solo los horarios cerca de las {time}</Trans> : <Trans>Ver todos los horarios del día</Trans>}
          </Button>
        </div>
      ) : null}
      <FailureModal />
    </Screen>
  );
}
