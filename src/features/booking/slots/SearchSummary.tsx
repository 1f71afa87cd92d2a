import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { bookingSelectors, settingsSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';
import { sportDetails } from '../api/views';
import { SearchFields, type SearchValues } from '../search/SearchFields';
import { useBooking, useBookingActor } from '../shared/BookingContext';
import { formatDateLong, formatTime } from '../shared/format';
import { useSportName } from '../shared/sportNames';
import { useLocale } from '#shell/i18n/useMessage';
import './SlotsPage.css';

/**
 * What was searched (club, sport, day, time, duration) with 'change': the picker opens as a modal
 * over the slots (spec part 1 §2.2) and searches again.
 */
export function SearchSummary({ clubName, busy }: { clubName: string | null; busy: boolean }) {
  const actor = useBookingActor();
  const locale = useLocale();
  const search = useBooking(bookingSelectors.search);
  const sport = sportDetails(useBooking(bookingSelectors.sport));
  const sportName = useSportName();
  const club = useBooking(bookingSelectors.club);
  const timespans = useBooking(bookingSelectors.timespanOptions);
  const fixedTime = useBooking(settingsSelectors.fixedSearchTime) !== null;
  const [draft, setDraft] = useState<SearchValues | null>(null);
  const date = formatDateLong(search.date, locale);
  const time = formatTime(search.time, locale);
  const minutes = search.timespan;

  const open = () => setDraft({ date: search.date, time: search.time, timespan: search.timespan });
  const apply = () => {
    if (!draft) return;
    setDraft(null);
    actor.send({ type: 'search.run', ...draft });
  };

  return (
    <section className="search-summary" aria-label={clubName ?? undefined}>
      <div className="search-summary__body">
        {clubName ? <p className="search-summary__club">{clubName}</p> : null}
        <p className="search-summary__when">
          {sport ? <span>{sportName(sport)} · </span> : null}
          <span className="search-summary__date">{date}</span>
        </p>
        <p className="search-summary__time">
          {fixedTime ? (
            <Trans>{minutes} min</Trans>
          ) : (
            <Trans>
              {time} · {minutes} min
            </Trans>
          )}
        </p>
      </div>
      <Button variant="secondary" onClick={open} disabled={busy}>
        <Trans>Cambiar</Trans>
      </Button>
      <Modal
        open={draft !== null}
        title={<Trans>Cambiar búsqueda</Trans>}
        onClose={() => setDraft(null)}
        footer={
          <Button block onClick={apply}>
            <Trans>Buscar horarios</Trans>
          </Button>
        }
      >
        {draft ? (
          <SearchFields
            values={draft}
            onChange={(change) => setDraft({ ...draft, ...change })}
            minDate={sport?.mindate || null}
            maxDate={sport?.maxdate || null}
            timespans={timespans}
            timezone={club?.timezone ?? 'America/Santiago'}
            fixedTime={fixedTime}
          />
        ) : null}
      </Modal>
    </section>
  );
}
