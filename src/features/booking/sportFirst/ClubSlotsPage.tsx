import { Trans, useLingui } from '@lingui/react/macro';
import { bookingSelectors, type ClubSlotGroup } from '#machines/booking';
import * as sportFirstSelectors from '#machines/booking/sportFirst/sportFirst.selectors';
import { roundKm } from '#kernel/lib/geo';
import { Screen } from '#shell/layout/Screen';
import { useLocale } from '#shell/i18n/useMessage';
import { usePrefetchWhenIdle } from '#shell/idlePrefetch';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Notice } from '#ui/Notice';
import { SlotCard } from '#ui/SlotCard';
import { Spinner } from '#ui/Spinner';
import { loadReservationPage } from '../reservation/loadReservationPage';
import { useBooking, useBookingActor } from '../shared/BookingContext';
import { FailureModal } from '../shared/FailureModal';
import { GolfHolesChoice } from '../golf/lazyGolf';
import { formatDateLong, formatTime, money } from '../shared/format';
import { useSportName } from '../shared/sportNames';
import './SportFirst.css';

/** '1,2 km' in the reader's language (one decimal under 10 km). */
function useKm(): (km: number) => string {
  const locale = useLocale();
  return (km) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(roundKm(km));
}

/**
 * /book/slots-clubs (spec part 1 §2.1): the free courts of the search at every club nearby, by club,
 * nearest first, each with its distance and prices; a court opens that club's booking at the hold.
 */
export default function ClubSlotsPage({ busy }: { busy: boolean }) {
  const actor = useBookingActor();
  const { t } = useLingui();
  const locale = useLocale();
  const sportName = useSportName();
  const km = useKm();
  const search = useBooking(sportFirstSelectors.search);
  const sports = useBooking(sportFirstSelectors.sportChoices);
  const groups = useBooking(sportFirstSelectors.groups);
  const otherHours = useBooking(sportFirstSelectors.showsOtherHours);
  const centre = useBooking(sportFirstSelectors.usesCountryCentre);
  const leftOut = useBooking(sportFirstSelectors.leftOutBeyondKm);
  const canWiden = useBooking(sportFirstSelectors.canWiden);
  const failed = useBooking(sportFirstSelectors.searchFailed);
  const searching = useBooking(sportFirstSelectors.isSearchingClubs);
  const holding = useBooking(bookingSelectors.isHolding);
  // The next step: the summary, once a court is held.
  usePrefetchWhenIdle(loadReservationPage);
  if (!search) return null;

  const sport = sports.find((s) => s.id === search.sportId);
  const time = formatTime(search.time, locale);
  const date = formatDateLong(search.date, locale);
  const minutes = search.timespan;
  const widen = () => actor.send({ type: 'clubSlots.widen' });

  return (
    <Screen title={t`Canchas libres cerca de ti`}>
      <div className="card club-slots__summary" aria-busy={busy || searching || undefined}>
        <p>
          {sport ? <strong>{sportName(sport)} · </strong> : null}
          {/* prettier-ignore */}
          <Trans>{date}, {time} · {minutes} min</Trans>
        </p>
        <Button variant="secondary" onClick={() => actor.send({ type: 'clubSlots.back' })} disabled={busy}>
          <Trans>Cambiar búsqueda</Trans>
        </Button>
      </div>
      <GolfHolesChoice acrossClubs disabled={busy || searching} />
      {centre ? (
        <Notice kind="info">
          <Trans>No tenemos tu ubicación: medimos las distancias desde el centro de tu país.</Trans>
        </Notice>
      ) : null}
      {otherHours && groups.length > 0 ? (
        <Notice kind="info">
          <Trans>No quedan canchas libres a las {time}. Estos son los horarios libres más cercanos.</Trans>
        </Notice>
      ) : null}
      {failed ? (
        <Notice kind="error">
          <p>
            <Trans>No pudimos buscar canchas. Inténtalo de nuevo.</Trans>
          </p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'clubSlots.retry' })}>
            <Trans>Reintentar</Trans>
          </Button>
        </Notice>
      ) : null}
      {searching ? (
        <div className="slots-loading" role="status">
          <Spinner />
        </div>
      ) : null}
      {!failed && !searching && groups.length === 0 ? (
        <EmptyState title={<Trans>No hay canchas libres cerca</Trans>}>
          <Trans>Prueba con otra hora o con otro día.</Trans>
        </EmptyState>
      ) : null}
      {groups.length > 0 ? (
        <p className="slots-hint muted">
          {holding ? (
            <Trans>Reservando el horario para ti…</Trans>
          ) : (
            <Trans>Elige un horario: lo guardamos para ti mientras completas la reserva.</Trans>
          )}
        </p>
      ) : null}
      <ol className="club-slots">
        {groups.map((group) => (
          <ClubGroup key={group.clubId} group={group} km={km} disabled={busy || searching} />
        ))}
      </ol>
      {leftOut !== null ? (
        <div className="club-slots__more">
          <p className="muted">
            <Trans>Dejamos fuera los clubes a más de {leftOut} km.</Trans>
          </p>
          {canWiden ? (
            <Button variant="secondary" block onClick={widen} disabled={busy || searching}>
              <Trans>Buscar sin límite de distancia</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      <FailureModal />
    </Screen>
  );
}

function ClubGroup({ group, km, disabled }: { group: ClubSlotGroup; km: (n: number) => string; disabled: boolean }) {
  const actor = useBookingActor();
  const { t } = useLingui();
  const locale = useLocale();
  const distance = group.distance !== null ? km(group.distance) : null;
  return (
    <li className="card club-slots__club" aria-labelledby={`club-slots-${group.clubId}`}>
      <div className="club-slots__head">
        <h2 id={`club-slots-${group.clubId}`} className="club-slots__name">
          {group.clubName}
        </h2>
        {distance ? <span className="club-slots__distance">{t`a ${distance}`}</span> : null}
      </div>
      <div className="slot-group__slots">
        {group.slots.map((slot) => {
          const price = slot.price
            ? slot.price.amount === 0
              ? t`Gratis`
              : money(slot.price.amount, slot.price.currencyCode, locale)
            : null;
          // Golf: a round ends with its back nine, at its end court.
          const round = slot.crossBlock;
          const end = formatTime(round?.local_end_time ?? slot.local_end_time, locale);
          const endCourt = round?.endCourtText ?? '';
          const turn = round ? formatTime(round.local_start_time, locale) : '';
          return (
            <SlotCard
              key={`${slot.courtId}|${slot.local_start_time}`}
              time={formatTime(slot.local_start_time, locale)}
              detail={`${slot.courtText} · ${t`hasta ${end}`}`}
              price={price}
              context={round ? `${t`18 hoyos: sigue en ${endCourt} a las ${turn}`}, ${group.clubName}` : group.clubName}
              disabled={disabled}
              onSelect={() => actor.send({ type: 'clubSlots.select', slot })}
            />
          );
        })}
      </div>
    </li>
  );
}
