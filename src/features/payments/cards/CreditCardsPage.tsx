import { useMemo, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { savedCardsSelectors as cards, type SavedCard } from '#machines/cardEnrolment';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { savedCardsForRuntime } from '../api/forRuntime';
import { SavedCardList } from '../cashier/CardChoice';
import '../cashier/Cashier.css';
import { CardDeleteConfirm } from './CardDeleteConfirm';
import { CardForm } from './CardForm';
import { CardIcon, PlusIcon } from './icons';
import { useCardName } from './SavedCard';
import { useMessage } from '#shell/i18n/useMessage';

/** /profile/creditcards: the user's saved cards (card provider and one-click), add and delete. */
export default function CreditCardsPage() {
  const userId = useSession(sessionSelectors.userId);
  return <Screen narrow>{userId === null ? <Spinner /> : <CreditCards userId={userId} />}</Screen>;
}

const same = <T,>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

/** The page for a known user (the route needs a login). */
export function CreditCards({ userId }: { userId: number }) {
  const runtime = useRuntime();
  const text = useMessage();
  const name = useCardName();
  const machine = useMemo(() => savedCardsForRuntime(runtime), [runtime]);
  const [openedAt] = useState(() => Date.now());
  const actor = useActorRef(machine, { input: { userId, now: openedAt } });
  const screen = useSelector(actor, cards.screen);
  const kushki = useSelector(actor, cards.kushkiCards, same);
  const oneClick = useSelector(actor, cards.oneClickCards, same);
  const failure = useSelector(actor, cards.loadFailure);
  const canAdd = useSelector(actor, cards.canAddCard);
  const enrolment = useSelector(actor, cards.cardEnrolmentActor);
  const deletion = useSelector(actor, cards.cardDeletionActor);
  const deletingId = useSelector(actor, cards.deletingId);
  const deletable = useSelector(
    actor,
    (s) => [...kushki, ...oneClick].filter((c) => cards.canDeleteCard(s, c.paymentMethodId)).map((c) => c.paymentMethodId),
    same,
  );

  if (screen === 'loading' || screen === 'left') {
    return (
      <div className="cashier__busy-block" role="status">
        <Spinner decorative />
        <p className="muted">
          <Trans>Cargando tus tarjetas…</Trans>
        </p>
      </div>
    );
  }
  if (screen === 'loadFailed') {
    return (
      <div className="cashier__section">
        <Notice kind="error">{failure ? text(failure) : null}</Notice>
        <Button variant="secondary" onClick={() => actor.send({ type: 'cards.retry' })}>
          <Trans>Reintentar</Trans>
        </Button>
      </div>
    );
  }
  if (screen === 'adding' && enrolment) {
    return (
      <section className="cashier__section" aria-labelledby="new-card">
        <h2 className="cashier__heading" id="new-card">
          <Trans>Nueva tarjeta</Trans>
        </h2>
        <CardForm actor={enrolment} />
      </section>
    );
  }
  const items = (list: SavedCard[]) => list.map((card) => ({ id: String(card.paymentMethodId), card, selected: false }));
  const remove = (id: string) => actor.send({ type: 'card.delete', paymentMethodId: Number(id) });
  const canDelete = (id: string) => deletion === null && deletable.includes(Number(id));
  const deleting = [...kushki, ...oneClick].find((c) => c.paymentMethodId === deletingId);
  const none = kushki.length === 0 && oneClick.length === 0;
  return (
    <div className="cashier">
      {deletion && deleting ? <CardDeleteConfirm actor={deletion} cardName={name(deleting)} /> : null}
      {none ? (
        <EmptyState icon={<CardIcon />} title={<Trans>Aún no tienes tarjetas guardadas</Trans>}>
          <p>
            <Trans>Guarda una tarjeta para pagar tus reservas en un toque.</Trans>
          </p>
        </EmptyState>
      ) : null}
      {kushki.length > 0 ? (
        <section className="cashier__section" aria-labelledby="cards-kushki">
          <h2 className="cashier__heading" id="cards-kushki">
            <Trans>Tarjetas de crédito y débito</Trans>
          </h2>
          <SavedCardList cards={items(kushki)} onDelete={remove} canDelete={canDelete} />
        </section>
      ) : null}
      {oneClick.length > 0 ? (
        <section className="cashier__section" aria-labelledby="cards-oneclick">
          <h2 className="cashier__heading" id="cards-oneclick">
            <Trans>Webpay Oneclick</Trans>
          </h2>
          <SavedCardList cards={items(oneClick)} onDelete={remove} canDelete={canDelete} />
        </section>
      ) : null}
      {canAdd ? (
        <Button block icon={<PlusIcon />} onClick={() => actor.send({ type: 'card.add' })}>
          <Trans>Agregar una tarjeta</Trans>
        </Button>
      ) : null}
    </div>
  );
}
