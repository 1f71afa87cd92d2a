import { Trans, useLingui } from '@lingui/react/macro';
import { cashierSelectors as cashier, type FopCard } from '#machines/cashier';
import { Button } from '#ui/Button';
import { IconButton } from '#ui/IconButton';
import { CardDeleteConfirm } from '../cards/CardDeleteConfirm';
import { PlusIcon, TrashIcon } from '../cards/icons';
import { SavedCardLabel, useCardName } from '../cards/SavedCard';
import { sameJson, useCashier, useCashierActor } from './CashierContext';

export interface SavedCardItem {
  id: string;
  card: FopCard;
  selected: boolean;
}

/**
 * Saved cards as a list: each can be chosen (onSelect) and deleted (onDelete); the chosen one is
 * marked. Also the credit cards page's list.
 */
export function SavedCardList({
  cards,
  onSelect,
  onDelete,
  canDelete,
}: {
  cards: SavedCardItem[];
  onSelect?: (id: string) => void;
  onDelete?: (id: string) => void;
  canDelete?: (id: string) => boolean;
}) {
  const { t } = useLingui();
  const name = useCardName();
  return (
    <ul className="pay-options">
      {cards.map(({ id, card, selected }) => (
        <li key={id} className="pay-card">
          {onSelect ? (
            <button
              type="button"
              className={selected ? 'pay-option pay-option--selected' : 'pay-option'}
              aria-pressed={selected}
              onClick={() => onSelect(id)}
            >
              <SavedCardLabel card={card} />
              {selected ? <CheckMark /> : null}
            </button>
          ) : (
            <div className={selected ? 'pay-option pay-option--static pay-option--selected' : 'pay-option pay-option--static'}>
              <SavedCardLabel card={card} />
              {selected ? <CheckMark /> : null}
            </div>
          )}
          {onDelete && (canDelete?.(id) ?? true) ? (
            <IconButton className="pay-card__delete" label={t`Eliminar ${name(card)}`} onClick={() => onDelete(id)}>
              <TrashIcon />
            </IconButton>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const CheckMark = () => (
  <svg
    className="pay-option__check"
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.6"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </svg>
);

/** The card flow: the chosen card (change it), the saved cards (choose, add, delete). */
export function CardChoice() {
  const actor = useCashierActor();
  const cards = useCashier(cashier.cards, sameJson);
  const canAdd = useCashier(cashier.canAddCard);
  const canChange = useCashier(cashier.canChangeCard);
  const deletion = useCashier(cashier.cardDeletionActor);
  const deletable = useCashier((s) => cards.map((c) => cashier.canDeleteCard(s, c.id)), sameJson);
  const name = useCardName();
  const chosen = canChange ? cards.find((c) => c.selected) : undefined;
  const deletingId = useCashier(cashier.deletingCardId);
  const deletingCard = cards.find((c) => c.id === deletingId)?.card;
  const deletingName = deletingCard ? name(deletingCard) : '';
  const remove = (id: string) => actor.send({ type: 'card.delete', cardId: id });
  const canDelete = (id: string) => deletable[cards.findIndex((c) => c.id === id)] ?? false;

  if (chosen) {
    return (
      <section className="cashier__section" aria-labelledby="cashier-card">
        <div className="cashier__heading-row">
          <h3 className="cashier__heading" id="cashier-card">
            <Trans>Pagarás con</Trans>
          </h3>
          <Button variant="ghost" onClick={() => actor.send({ type: 'card.change' })}>
            <Trans>Cambiar tarjeta</Trans>
          </Button>
        </div>
        <SavedCardList cards={[chosen]} onDelete={remove} canDelete={canDelete} />
      </section>
    );
  }
  return (
    <section className="cashier__section" aria-labelledby="cashier-cards">
      <h3 className="cashier__heading" id="cashier-cards">
        {cards.length > 0 ? <Trans>Elige una tarjeta</Trans> : <Trans>Aún no tienes tarjetas guardadas</Trans>}
      </h3>
      {deletion ? <CardDeleteConfirm actor={deletion} cardName={deletingName} /> : null}
      {cards.length > 0 ? (
        <SavedCardList
          cards={cards}
          onSelect={deletion ? undefined : (id) => actor.send({ type: 'card.select', cardId: id })}
          onDelete={deletion ? undefined : remove}
          canDelete={canDelete}
        />
      ) : null}
      {canAdd ? (
        <Button variant="secondary" block icon={<PlusIcon />} onClick={() => actor.send({ type: 'card.add' })}>
          <Trans>Agregar una tarjeta</Trans>
        </Button>
      ) : null}
    </section>
  );
}
