import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { clubNow, nextFullHour, resolveTimezone, timeOptions } from '#kernel/lib/dates';
import * as sportFirstSelectors from '#machines/booking/sportFirst/sportFirst.selectors';
import { Button } from '#ui/Button';
import { SegmentedControl } from '#ui/SegmentedControl';
import { SearchFields, type SearchValues } from '../search/SearchFields';
import { useBooking, useBookingActor } from '../shared/BookingContext';
import { useSportName } from '../shared/sportNames';
import './SportFirst.css';

/** Durations offered before a club is chosen (each club's sport narrows them later). */
const DURATIONS = [60, 90, 120] as const;

/** The time the form offers first: the next full hour, kept inside the picker's range. */
function firstTime(now: Date): string {
  const options = timeOptions();
  const next = nextFullHour(now, resolveTimezone(null));
  if (options.includes(next)) return next;
  return next < options[0] ? options[0] : options[options.length - 1];
}

/**
 * The main brand's search on /book/search (spec part 1 §2.2): sport, day, time and duration, then
 * the free courts of the clubs nearby. The form's choices stay here until sent (`sportSearch.run`).
 */
export function SportSearchCard({ busy }: { busy: boolean }) {
  const actor = useBookingActor();
  const { t } = useLingui();
  const sportName = useSportName();
  const sports = useBooking(sportFirstSelectors.sportChoices);
  const locating = useBooking(sportFirstSelectors.isLocating);
  const start = useBooking(sportFirstSelectors.formStart);
  const [openedAt] = useState(() => new Date());
  const [sportId, setSportId] = useState<number | null>(start?.sportId ?? null);
  const [values, setValues] = useState<SearchValues>(() =>
    start
      ? { date: start.date, time: start.time, timespan: start.timespan }
      : { date: clubNow(resolveTimezone(null), openedAt).date, time: firstTime(openedAt), timespan: 60 },
  );
  if (sports.length === 0) return null;
  const chosen = sportId ?? sports[0].id;
  return (
    <section className="card sport-search" aria-labelledby="sport-search-title" aria-busy={busy || undefined}>
      <h2 id="sport-search-title" className="sport-search__title">
        <Trans>Busca cancha cerca de ti</Trans>
      </h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'sportSearch.run', sportId: chosen, ...values });
        }}
      >
        <SegmentedControl
          label={t`Deporte`}
          options={sports.map((s) => ({ value: s.id, label: sportName(s) }))}
          value={chosen}
          onChange={setSportId}
          wrap
        />
        <SearchFields
          values={values}
          onChange={(change) => setValues((v) => ({ ...v, ...change }))}
          minDate={null}
          maxDate={null}
          timespans={DURATIONS}
          timezone={resolveTimezone(null)}
        />
        <Button type="submit" block busy={busy}>
          {locating ? (
            <Trans>Buscando tu ubicación…</Trans>
          ) : busy ? (
            <Trans>Buscando canchas…</Trans>
          ) : (
            <Trans>Buscar en clubes cercanos</Trans>
          )}
        </Button>
      </form>
    </section>
  );
}
