import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { listClubNews } from '#kernel/contract/booking/clubNews';
import { clubNewsMachine, type LoadClubNewsOutput } from '#machines/clubNews';
import { Screen } from '#shell/layout/Screen';
import { useRuntime } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { fromPromise } from 'xstate';
import './Discovery.css';

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** /book/club_news?clubId&clubNew (spec part 1 §2.1): a club's news, the one named by clubNew open. */
export default function ClubNewsPage() {
  const [query] = useSearchParams();
  const clubId = idOf(query.get('clubId'));
  const newsId = idOf(query.get('clubNew'));
  const { api } = useRuntime();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const machine = useMemo(
    () =>
      clubNewsMachine.provide({
        actors: {
          loadNews: fromPromise<LoadClubNewsOutput, { clubId: number }>(async ({ input, signal }) =>
            api.call(listClubNews, { params: { clubId: input.clubId }, signal }),
          ),
        },
        actions: { goToClubs: () => void navigate('/book/clubs', { replace: true }) },
      }),
    [api, navigate],
  );
  // Without a club there is nothing to read: the club id 0 is unknown to the server, which leaves for the list.
  const actor = useActorRef(machine, { input: { clubId: clubId ?? 0, newsId } });
  const snapshot = useSelector(actor, (s) => s);
  const { title, news, openId } = snapshot.context;
  const open = news.find((n) => n.id === openId);
  const date = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'long' });
  return (
    <Screen narrow>
      <section className="card stack discovery" aria-labelledby="news-title">
        <h2 id="news-title">{title ?? <Trans>Noticias del club</Trans>}</h2>
        {snapshot.matches('loading') ? <Spinner /> : null}
        {snapshot.matches('failed') ? (
          <Notice kind="error">
            <p>
              <Trans>No pudimos cargar las noticias.</Trans>
            </p>
            <Button variant="secondary" onClick={() => actor.send({ type: 'news.retry' })}>
              <Trans>Reintentar</Trans>
            </Button>
          </Notice>
        ) : null}
        {snapshot.matches('noNews') ? <EmptyState title={<Trans>Este club no tiene noticias por ahora</Trans>} /> : null}
        {snapshot.matches('reading') && open ? (
          <article className="stack" aria-labelledby="news-article-title">
            <Button variant="ghost" onClick={() => actor.send({ type: 'news.close' })}>
              <span aria-hidden="true">‹</span> <Trans>Todas las noticias</Trans>
            </Button>
            {open.image ? <img className="discovery__image" src={open.image} alt="" /> : null}
            <h3 id="news-article-title">{open.title}</h3>
            <p className="discovery__meta">{date(open.published_at)}</p>
            <p className="discovery__body">{open.body}</p>
          </article>
        ) : null}
        {snapshot.matches('listed') ? (
          <ul className="discovery__list">
            {news.map((item) => (
              <li key={item.id}>
                <button type="button" className="discovery__item" onClick={() => actor.send({ type: 'news.open', newsId: item.id })}>
                  <span className="discovery__name">
                    {item.title}
                    <span className="discovery__meta"> · {date(item.published_at)}</span>
                    <span className="discovery__summary">{item.summary}</span>
                  </span>
                  <span aria-hidden="true">›</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </Screen>
  );
}
