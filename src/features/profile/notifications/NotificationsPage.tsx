import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { errorEntry } from '#kernel/lib/errors';
import { loadErrors, notificationsListMachine, notificationsListSelectors as select, readErrors } from '#machines/notificationsList';
import { sessionSelectors } from '#machines/session';
import { liveStore } from '#shell/live/liveStore';
import { Screen } from '#shell/layout/Screen';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Notice } from '#ui/Notice';
import { Paginator } from '#ui/Paginator';
import { Loader } from '#ui/Loader';
import { NotificationRow } from './NotificationRow';
import { notificationsListActors } from './notificationsActors';
import './NotificationsPage.css';

/** /profile/notifications — the player's notifications, 6 a page, newest first; mark one or all read. */
export default function NotificationsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { api } = useRuntime();
  const language = useSession(sessionSelectors.language);
  const machine = useMemo(
    () =>
      notificationsListMachine.provide({
        actors: notificationsListActors(api),
        actions: { unreadChanged: (_, count) => liveStore.unreadChanged(count) },
      }),
    [api],
  );
  const actor = useActorRef(machine);
  const notifications = useSelector(actor, select.notifications);
  const page = useSelector(actor, select.page);
  const pageCount = useSelector(actor, select.totalPages);
  const loading = useSelector(actor, select.isLoading);
  const failed = useSelector(actor, select.loadFailed);
  const empty = useSelector(actor, select.isEmpty);
  const canReadAll = useSelector(actor, select.canReadAll);
  const busy = useSelector(actor, select.isMarking);
  const snapshot = useSelector(actor, (s) => s);
  const error = select.failure(snapshot);

  return (
    <Screen>
      {canReadAll || busy ? (
        <div className="notifications-toolbar">
          <Button variant="secondary" busy={busy} disabled={!canReadAll} onClick={() => actor.send({ type: 'notifications.readAll' })}>
            <Trans>Marcar todas como leídas</Trans>
          </Button>
        </div>
      ) : null}
      {failed ? (
        <Notice kind="error" title={i18n._(loadErrors.other.title)}>
          {i18n._(loadErrors.other.message)}{' '}
          <Button variant="secondary" onClick={() => actor.send({ type: 'list.reload' })}>
            <Trans>Reintentar</Trans>
          </Button>
        </Notice>
      ) : null}
      {error && !failed ? <Notice kind="error">{i18n._(errorEntry(readErrors, error.code).message)}</Notice> : null}
      {loading && notifications.length === 0 ? <Loader label={t`Cargando notificaciones`} /> : null}
      {empty ? <EmptyState title={<Trans>No tienes notificaciones</Trans>} /> : null}
      {notifications.length > 0 ? (
        <ul className="notifications-list" aria-busy={loading}>
          {notifications.map((n) => (
            <NotificationRow
              key={n.id}
              notification={n}
              language={language}
              canRead={select.canRead(snapshot, n.id)}
              onRead={() => actor.send({ type: 'notification.read', id: n.id })}
            />
          ))}
        </ul>
      ) : null}
      {pageCount > 1 ? (
        <Paginator
          page={page}
          pageCount={pageCount}
          busy={loading}
          onPage={(n) => actor.send({ type: 'page.go', page: n })}
          label={t`Páginas de notificaciones`}
          previousLabel={<Trans>Anterior</Trans>}
          nextLabel={<Trans>Siguiente</Trans>}
          status={
            <Trans>
              Página {page} de {pageCount}
            </Trans>
          }
        />
      ) : null}
    </Screen>
  );
}
