import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { myWaitingListsSelectors as select, type MyWaitingListsMachine } from '#machines/myWaitingLists';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Loader } from '#ui/Loader';
import { Modal } from '#ui/Modal';
import { Notice } from '#ui/Notice';
import type { WaitingListEntryDto } from '#kernel/contract/booking';
import '../items/ProfileItems.css';

/** What leaving a list loses, named (the confirmation's text). */
function RevokeQuestion({ entry }: { entry: WaitingListEntryDto }) {
  const club = entry.clubName;
  const court = entry.courtName;
  const day = select.dayOf(entry.local_date);
  const time = entry.local_time.slice(0, 5);
  return (
    <p>
      <Trans>
        {club} · {court}, {day} {time}. Perderás tu lugar en la lista: si el horario se libera, no te avisaremos.
      </Trans>
    </p>
  );
}

/** The player's waiting lists (dates DD/MM/YYYY) and leaving one (asked first), from the machine (stories render it too). */
export function MyWaitingListsView({ actor }: { actor: ActorRefFrom<MyWaitingListsMachine> }) {
  const { i18n, t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const entries = select.entries(snapshot);
  const revokeError = select.revokeError(snapshot);
  const revoking = select.revokingId(snapshot);
  const asked = select.confirmingEntry(snapshot);
  const sending = select.isRevoking(snapshot);
  return (
    <>
      {select.isLoading(snapshot) ? <Loader /> : null}
      {select.loadFailed(snapshot) ? (
        <Notice kind="error" title={i18n._(select.loadError().title)}>
          <Button variant="secondary" onClick={() => actor.send({ type: 'waitingLists.reload' })}>
            <Trans>Reintentar</Trans>
          </Button>
        </Notice>
      ) : null}
      {revokeError ? <Notice kind="error">{i18n._(revokeError.message)}</Notice> : null}
      {select.isEmpty(snapshot) ? (
        <EmptyState title={<Trans>No estás en ninguna lista de espera</Trans>}>
          <Trans>Activa la lista de espera en los horarios de un club para esperar una cancha reservada.</Trans>
        </EmptyState>
      ) : null}
      {entries.length > 0 && !select.isLoading(snapshot) ? (
        <ul className="profile-items" aria-label={t`Mis listas de espera`}>
          {entries.map((e) => {
            const day = select.dayOf(e.local_date);
            const time = e.local_time.slice(0, 5);
            return (
              <li key={e.id} className="profile-item">
                <div className="profile-item__main">
                  <p className="profile-item__title">
                    {e.clubName} · {e.courtName}
                  </p>
                  <p className="profile-item__meta">
                    {e.sportName} · {day} {time} · {e.timespan} min ·{' '}
                    {e.status === 'freed' ? <Trans>Se liberó: te avisamos</Trans> : <Trans>Esperando</Trans>}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  busy={revoking === e.id}
                  disabled={!select.canRevoke(snapshot)}
                  onClick={() => actor.send({ type: 'entry.revoke', id: e.id })}
                >
                  <Trans>Salir de la lista</Trans>
                  <span className="visually-hidden">
                    {' '}
                    {e.courtName} {day} {time}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Modal
        open={asked !== null}
        title={<Trans>¿Salir de la lista de espera?</Trans>}
        onClose={() => actor.send({ type: 'revoke.cancel' })}
        footer={
          <>
            <Button variant="danger" busy={sending} onClick={() => actor.send({ type: 'revoke.confirm' })}>
              <Trans>Sí, salir</Trans>
            </Button>
            <Button variant="ghost" disabled={sending} onClick={() => actor.send({ type: 'revoke.cancel' })}>
              <Trans>Seguir esperando</Trans>
            </Button>
          </>
        }
      >
        {asked ? <RevokeQuestion entry={asked} /> : null}
      </Modal>
    </>
  );
}
