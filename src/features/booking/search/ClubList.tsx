import { Trans } from '@lingui/react/macro';
import { bookingSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { useIdleModule } from '#shell/useIdleModule';
import { loadClubPaging, loadClubTools } from '../lazyScreens';
import { ClubCardItem } from './ClubCardItem';
import { clubCard } from '../api/views';
import { useBooking, useBookingActor } from '../shared/BookingContext';
import { useMessage } from '#shell/i18n/useMessage';
import './ClubList.css';

/** Step 1: the club list (10 per page) or a club's sub-clubs. */
export function ClubList({ busy }: { busy: boolean }) {
  const actor = useBookingActor();
  const text = useMessage();
  const page = useBooking(bookingSelectors.clubPage);
  const chosen = useBooking(bookingSelectors.clubId);
  const failure = useBooking(bookingSelectors.failure);
  const canRetry = useBooking(bookingSelectors.canRetryClubs);
  const canGoBack = useBooking(bookingSelectors.canGoBack);
  const clubFirst = useBooking(bookingSelectors.isClubFirst);
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  // The search box, the filter and the favourite stars: their own chunk, after the first paint.
  const tools = useIdleModule(loadClubTools);
  // The pages' buttons matter once the first page is read: their module and texts come when the
  // browser is idle after the first paint (a placeholder of their height keeps the layout still).
  const paging = useIdleModule(loadClubPaging);
  const select = (clubId: number) => actor.send({ type: 'club.select', clubId });
  const list = (
    <>
      <ul className="club-list">
        {page.clubs.map((item) => {
          const club = clubCard(item);
          return (
            <ClubCardItem
              key={club.id}
              club={club}
              busy={busy}
              loading={busy && chosen === club.id}
              onSelect={select}
              aside={tools ? <tools.FavouriteButton club={club} /> : null}
            />
          );
        })}
      </ul>
      {paging ? (
        <paging.default page={page.page} pageCount={pageCount} busy={busy} onPage={(p) => actor.send({ type: 'clubs.page', page: p })} />
      ) : pageCount > 1 ? (
        <div className="club-list__paging-pending" />
      ) : null}
    </>
  );

  return (
    <section className="card club-step" aria-labelledby="club-step-title" aria-busy={busy || undefined}>
      <div className="step-head">
        <span className="step-head__number" aria-hidden="true">
          1
        </span>
        <h2 id="club-step-title" tabIndex={-1} data-step-heading className="step-head__title">
          {page.isSubClubList ? <Trans>Elige la sede</Trans> : <Trans>Elige un club</Trans>}
        </h2>
      </div>
      {page.isSubClubList && canGoBack ? (
        <Button variant="ghost" className="club-step__back" onClick={() => actor.send({ type: 'club.back' })} disabled={busy}>
          <span aria-hidden="true">‹</span> <Trans>Todos los clubes</Trans>
        </Button>
      ) : null}
      {clubFirst && tools ? <tools.ClubFirstNotice busy={busy} /> : null}
      {failure && canRetry ? (
        <Notice kind="error">
          <p>{text(failure.message, failure.values)}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'clubs.retry' })}>
            <Trans>Reintentar</Trans>
          </Button>
        </Notice>
      ) : null}
      {page.clubs.length === 0 && busy ? <Spinner /> : null}
      {tools && !page.isSubClubList ? (
        <tools.ClubFinder busy={busy} onSelect={select}>
          {list}
        </tools.ClubFinder>
      ) : (
        list
      )}
    </section>
  );
}
