import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { bookingSelectors } from '#machines/booking';
import { Badge } from '#ui/Badge';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { Paginator } from '#ui/Paginator';
import { Spinner } from '#ui/Spinner';
import { clubCard } from '../api/views';
import { useBooking, useBookingActor } from '../shared/BookingContext';
import { useSportName } from '../shared/sportNames';
import { useMessage } from '#shell/i18n/useMessage';
import './ClubList.css';

/** Step 1: the club list (10 per page) or a club's sub-clubs. */
export function ClubList({ busy }: { busy: boolean }) {
  const actor = useBookingActor();
  const { t } = useLingui();
  const sportName = useSportName();
  const text = useMessage();
  const page = useBooking(bookingSelectors.clubPage);
  const chosen = useBooking(bookingSelectors.clubId);
  const failure = useBooking(bookingSelectors.failure);
  const canRetry = useBooking(bookingSelectors.canRetryClubs);
  const canGoBack = useBooking(bookingSelectors.canGoBack);
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));

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
      {failure && canRetry ? (
        <Notice kind="error">
          <p>{text(failure.message, failure.values)}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'clubs.retry' })}>
            <Trans>Reintentar</Trans>
          </Button>
        </Notice>
      ) : null}
      {page.clubs.length === 0 && busy ? <Spinner /> : null}
      <ul className="club-list">
        {page.clubs.map((item) => {
          const club = clubCard(item);
          const loading = busy && chosen === club.id;
          return (
            <li key={club.id}>
              <button
                type="button"
                className="club-item"
                onClick={() => actor.send({ type: 'club.select', clubId: club.id })}
                disabled={busy}
                aria-busy={loading || undefined}
              >
                <span className="club-item__avatar" aria-hidden="true">
                  {club.name.trim().charAt(0)}
                </span>
                <span className="club-item__body">
                  <span className="club-item__name" lang={club.language_code}>
                    {club.name}
                  </span>
                  {club.city || club.address ? (
                    <span className="club-item__place" lang={club.language_code}>
                      {[club.address, club.city].filter(Boolean).join(' · ')}
                    </span>
                  ) : null}
                  <span className="club-item__tags">
                    {club.sports?.map((sport) => (
                      <Badge key={sport.code ?? sport.name}>{sportName(sport)}</Badge>
                    ))}
                    {club.subClubsCount ? (
                      <Badge kind="brand">
                        <Plural value={club.subClubsCount} one="# sede" other="# sedes" />
                      </Badge>
                    ) : null}
                    {club.dummy ? <Badge kind="warning">{t`Próximamente`}</Badge> : null}
                    {club.membersOnly ? <Badge kind="warning">{t`Solo socios`}</Badge> : null}
                  </span>
                </span>
                {loading ? (
                  <Spinner size="small" decorative />
                ) : (
                  <svg
                    className="club-item__chevron"
                    width="20"
                    height="20"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.4"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    <path d="M9 6l6 6-6 6" />
                  </svg>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <Paginator
        page={page.page}
        pageCount={pageCount}
        onPage={(p) => actor.send({ type: 'clubs.page', page: p })}
        label={t`Páginas de clubes`}
        previousLabel={<Trans>Anterior</Trans>}
        nextLabel={<Trans>Siguiente</Trans>}
        status={
          <>
            <span aria-hidden="true">
              {page.page} / {pageCount}
            </span>
            <span className="visually-hidden">
              <Trans>
                Página {page.page} de {pageCount}
              </Trans>
            </span>
          </>
        }
        busy={busy}
      />
    </section>
  );
}
