import { Trans, useLingui } from '@lingui/react/macro';
import { bookingSelectors, settingsSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';
import { Notice } from '#ui/Notice';
import { SegmentedControl } from '#ui/SegmentedControl';
import { StickyBar } from '#ui/StickyBar';
import { sportCard, sportDetails } from '../api/views';
import { useBooking, useBookingActor } from '../shared/BookingContext';
import { useSportName } from '../shared/sportNames';
import { useMessage } from '#shell/i18n/useMessage';
import { SearchFields, type SearchValues } from './SearchFields';
import { GolfHolesChoice } from '../golf/lazyGolf';

/** Step 3: sport, day, time and duration, then 'search'. */
export function SearchForm({ busy }: { busy: boolean }) {
  const actor = useBookingActor();
  const { t } = useLingui();
  const text = useMessage();
  const search = useBooking(bookingSelectors.search);
  const time = useBooking(bookingSelectors.pickerTime);
  const fixedTime = useBooking(settingsSelectors.fixedSearchTime) !== null;
  const sport = sportDetails(useBooking(bookingSelectors.sport));
  const sportName = useSportName();
  const sports = useBooking(bookingSelectors.sports);
  const club = useBooking(bookingSelectors.club);
  const timespans = useBooking(bookingSelectors.timespanOptions);
  const problem = useBooking(bookingSelectors.searchProblem);
  const notice = useBooking(bookingSelectors.searchNotice);
  const courtGone = useBooking(bookingSelectors.isCourtNotAvailable);
  const canSchedule = useBooking(bookingSelectors.canOpenSchedule);
  const searching = useBooking(bookingSelectors.isSearching);
  const loggedIn = useBooking(bookingSelectors.isLoggedIn);

  const values: SearchValues = { date: search.date, time, timespan: search.timespan };
  const change = (next: Partial<SearchValues>) => {
    if (next.date) actor.send({ type: 'search.setDate', date: next.date });
    if (next.time) actor.send({ type: 'search.setTime', time: next.time });
    if (next.timespan) actor.send({ type: 'search.setTimespan', timespan: next.timespan });
  };
  // What the picker shows is what is searched (the default time is the next full hour).
  const submit = () => actor.send({ type: 'search.run', date: search.date, time, timespan: search.timespan });
  const switchSport = (sportId: number) => actor.send({ type: 'sport.switch', sportId });

  return (
    <>
      <section className="card search-step" aria-labelledby="search-step-title" aria-busy={busy || undefined}>
        <div className="step-head">
          <h2 id="search-step-title" tabIndex={-1} data-step-heading className="step-head__title">
            <Trans>¿Cuándo quieres jugar?</Trans>
          </h2>
        </div>
        {sports.length > 1 ? (
          <SegmentedControl
            label={t`Deporte`}
            options={sports.map((s) => ({ value: s.id, label: sportName(sportCard(s)) }))}
            value={sport?.id ?? null}
            onChange={switchSport}
            wrap
          />
        ) : sport ? (
          <p className="search-step__sport">
            <Trans>Deporte: {sportName(sport)}</Trans>
          </p>
        ) : null}
        <GolfHolesChoice disabled={busy} />
        <SearchFields
          values={values}
          onChange={change}
          minDate={sport?.mindate || null}
          maxDate={sport?.maxdate || null}
          timespans={timespans}
          timezone={club?.timezone ?? 'America/Santiago'}
          fixedTime={fixedTime}
        />
        {problem ? <Notice kind="warning">{text(problem)}</Notice> : null}
        {notice && !courtGone ? <Notice kind="info">{text(notice)}</Notice> : null}
        {canSchedule ? (
          <Button variant="ghost" className="search-step__schedule" onClick={() => actor.send({ type: 'schedule.open' })} disabled={busy}>
            <Trans>Ver la agenda del día</Trans>
          </Button>
        ) : null}
      </section>
      <StickyBar>
        <Button block onClick={submit} busy={searching} disabled={busy && !searching}>
          <Trans>Buscar horarios</Trans>
        </Button>
        {!loggedIn ? (
          <p className="search-step__login-hint muted">
            <Trans>Te pediremos iniciar sesión para ver los horarios.</Trans>
          </p>
        ) : null}
      </StickyBar>
      <Modal
        open={courtGone}
        title={<Trans>Cancha no disponible</Trans>}
        onClose={() => actor.send({ type: 'error.dismiss' })}
        footer={
          <Button block onClick={() => actor.send({ type: 'error.dismiss' })}>
            <Trans>Buscar otro horario</Trans>
          </Button>
        }
      >
        <p>{notice ? text(notice) : null}</p>
      </Modal>
    </>
  );
}
