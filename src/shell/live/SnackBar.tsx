import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { notificationsSelectors as select, type NotificationsMachine } from '#machines/notifications';
import './SnackBar.css';

/** The notification on screen (one at a time, bottom centre); tapping opens its screen when it has one. */
export function SnackBar({ actor }: { actor: ActorRefFrom<NotificationsMachine> }) {
  const { t } = useLingui();
  const current = useSelector(actor, select.snack);
  const opens = useSelector(actor, select.snackOpensScreen);
  return (
    <div className="snack-bar" role="status" aria-live="polite">
      {current ? (
        <div className="snack-bar__card" data-testid="snack-bar">
          <div className="snack-bar__text">
            <strong className="snack-bar__title">{current.title}</strong>
            <span className="snack-bar__body">{current.body}</span>
          </div>
          {opens ? (
            <button type="button" className="snack-bar__action" onClick={() => actor.send({ type: 'snack.open' })}>
              {t`Ver`}
            </button>
          ) : null}
          <button
            type="button"
            className="snack-bar__close"
            aria-label={t`Cerrar aviso`}
            onClick={() => actor.send({ type: 'snack.dismiss' })}
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
