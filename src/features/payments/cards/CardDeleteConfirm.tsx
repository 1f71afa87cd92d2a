import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { cardEnrolmentSelectors as card } from '#machines/cardEnrolment';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import type { CardEnrolmentActor } from './CardForm';
import { useMessage } from '#shell/i18n/useMessage';

/**
 * Deleting a saved card (the card enrolment machine in 'delete' mode): a confirmation naming the
 * card, the call, and its failure's message (-33: the subscription that uses the card).
 */
export function CardDeleteConfirm({ actor, cardName }: { actor: CardEnrolmentActor; cardName: string }) {
  const text = useMessage();
  const screen = useSelector(actor, card.screen);
  const failure = useSelector(actor, card.failure);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('button')?.focus();
  }, [screen]);
  if (screen === 'done') return null;
  return (
    <div className="card-delete" ref={box} role="group" aria-labelledby="card-delete-title">
      <h3 className="card-delete__title" id="card-delete-title">
        <Trans>¿Eliminar {cardName}?</Trans>
      </h3>
      {screen === 'confirmDelete' ? (
        <>
          <p className="muted">
            <Trans>Ya no podrás pagar con ella sin volver a inscribirla.</Trans>
          </p>
          <div className="card-delete__actions">
            <Button variant="danger" onClick={() => actor.send({ type: 'card.confirmDelete' })}>
              <Trans>Eliminar tarjeta</Trans>
            </Button>
            <Button variant="ghost" onClick={() => actor.send({ type: 'card.cancel' })}>
              <Trans>Conservar</Trans>
            </Button>
          </div>
        </>
      ) : screen === 'failed' && failure ? (
        <>
          <Notice kind="error">{text(failure.message, failure.values)}</Notice>
          <div className="card-delete__actions">
            <Button variant="secondary" onClick={() => actor.send({ type: 'error.dismiss' })}>
              <Trans>Entendido</Trans>
            </Button>
          </div>
        </>
      ) : (
        <p className="card-delete__busy" role="status">
          <Spinner size="small" decorative />
          <Trans>Eliminando la tarjeta…</Trans>
        </p>
      )}
    </div>
  );
}
