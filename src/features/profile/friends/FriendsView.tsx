import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { friendsSelectors as select, type FriendsMachine } from '#machines/friends';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Loader } from '#ui/Loader';
import { Modal } from '#ui/Modal';
import { Notice } from '#ui/Notice';
import '../items/ProfileItems.css';

/** The friends list and the removal confirmation, from the friends machine (stories render it too). */
export function FriendsView({ actor }: { actor: ActorRefFrom<FriendsMachine> }) {
  const { i18n, t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const removing = select.removing(snapshot);
  const removalError = select.removalError(snapshot);
  const friends = select.friends(snapshot);
  return (
    <>
      {select.isLoading(snapshot) ? <Loader /> : null}
      {select.loadFailed(snapshot) ? (
        <Notice kind="error" title={i18n._(select.loadError().title)}>
          <Button variant="secondary" onClick={() => actor.send({ type: 'friends.reload' })}>
            <Trans>Reintentar</Trans>
          </Button>
        </Notice>
      ) : null}
      {removalError ? <Notice kind="error">{i18n._(removalError.message)}</Notice> : null}
      {select.isEmpty(snapshot) ? (
        <EmptyState title={<Trans>Aún no tienes amigos aquí</Trans>}>
          <Trans>Las personas con las que reservas o a las que invitas aparecen en esta lista.</Trans>
        </EmptyState>
      ) : null}
      {friends.length > 0 && !select.isLoading(snapshot) ? (
        <ul className="profile-items" aria-label={t`Amigos`}>
          {friends.map((f) => {
            const name = `${f.firstName} ${f.lastName}`;
            const count = f.bookingsTogether;
            const last = i18n.date(new Date(f.lastPlayedAt), { dateStyle: 'medium' });
            return (
              <li key={f.userId} className="profile-item">
                <div className="profile-item__main">
                  <p className="profile-item__title">{name}</p>
                  <p className="profile-item__meta">
                    <Plural value={count} one="# reserva juntos" other="# reservas juntos" /> · <Trans>la última el {last}</Trans>
                  </p>
                </div>
                <Button
                  variant="ghost"
                  disabled={!select.canRemove(snapshot)}
                  onClick={() => actor.send({ type: 'friend.remove', friendId: f.userId })}
                >
                  <Trans>Quitar</Trans>
                  <span className="visually-hidden"> {name}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Modal
        open={removing !== null}
        title={<Trans>¿Quitar a {removing ? `${removing.firstName} ${removing.lastName}` : ''} de tus amigos?</Trans>}
        onClose={() => actor.send({ type: 'removal.cancel' })}
        footer={
          <>
            <Button variant="danger" busy={select.isRemoving(snapshot)} onClick={() => actor.send({ type: 'removal.confirm' })}>
              <Trans>Quitar de mis amigos</Trans>
            </Button>
            <Button variant="ghost" disabled={select.isRemoving(snapshot)} onClick={() => actor.send({ type: 'removal.cancel' })}>
              <Trans>Cancelar</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>Volverá a aparecer si reservan juntos otra vez.</Trans>
        </p>
      </Modal>
    </>
  );
}
