import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { bookingSelectors } from '#machines/booking';
import { Screen } from '#shell/layout/Screen';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { clubCard } from '../api/views';
import { useBooking, useBookingActor } from '../shared/BookingContext';
import { FailureModal } from '../shared/FailureModal';
import { formatTime } from '../shared/format';
import { useLocale } from '#shell/i18n/useMessage';
import { SearchSummary } from './SearchSummary';
import '../search/ClubList.css';
import './SlotsPage.css';

/** No court at this club at that time, but other clubs have one: choose a club to see its slots. */
export default function AlternativeClubsPage({ busy }: { busy: boolean }) {
  const actor = useBookingActor();
  const { t } = useLingui();
  const locale = useLocale();
  const clubs = useBooking(bookingSelectors.alternativeClubs);
  const club = useBooking(bookingSelectors.club);
  const chosen = useBooking(bookingSelectors.clubId);
  const search = useBooking(bookingSelectors.search);
  const time = formatTime(search.time, locale);
  return (
    <Screen title={t`Clubes con horarios`}>
      <SearchSummary clubName={club?.name ?? null} busy={busy} />
      <Notice kind="info">
        <Trans>No quedan canchas libres en este club a las {time}, pero estos clubes sí tienen.</Trans>
      </Notice>
      <ul className="alt-clubs">
        {clubs.map((item) => {
          const c = clubCard(item);
          const at = c.hour ? formatTime(c.hour, locale) : time;
          return (
            <li key={c.id}>
              <button
                type="button"
                className="club-item"
                disabled={busy}
                onClick={() => actor.send({ type: 'alternative.selectClub', clubId: c.id })}
              >
                <span className="club-item__avatar" aria-hidden="true">
                  {c.name.trim().charAt(0)}
                </span>
                <span className="club-item__body">
                  <span className="club-item__name">{c.name}</span>
                  {c.count ? (
                    <span className="club-item__place">
                      <Plural value={c.count} one={`# cancha libre a las ${at}`} other={`# canchas libres a las ${at}`} />
                    </span>
                  ) : null}
                </span>
                {busy && chosen === c.id ? <Spinner size="small" decorative /> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <FailureModal />
    </Screen>
  );
}
