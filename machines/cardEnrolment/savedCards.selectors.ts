// View flags of the saved cards page. Views read these, never state paths.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { GENERIC_ERROR } from '#machines/shared/messages';
import type { CardEnrolmentMachine } from './cardEnrolment.machine';
import type { SavedCardsMachine } from './savedCards.machine';

export type SavedCardsSnapshot = SnapshotFrom<SavedCardsMachine>;
export type SavedCardsScreen = 'loading' | 'loadFailed' | 'list' | 'adding' | 'left';

export function screen(s: SavedCardsSnapshot): SavedCardsScreen {
  if (s.status === 'done') return 'left';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('adding')) return 'adding';
  if (s.matches('ready') || s.matches('deleting')) return 'list';
  return 'loading';
}

export const kushkiCards = (s: SavedCardsSnapshot) => s.context.kushki;
export const oneClickCards = (s: SavedCardsSnapshot) => s.context.oneClick;
export const canAddCard = (s: SavedCardsSnapshot): boolean => s.can({ type: 'card.add' });
export const canDeleteCard = (s: SavedCardsSnapshot, paymentMethodId: number): boolean => s.can({ type: 'card.delete', paymentMethodId });
export const deletingId = (s: SavedCardsSnapshot): number | null => s.context.deletingId;
/** The load failure's message (the call has no codes of its own). */
export const loadFailure = (s: SavedCardsSnapshot) => (s.matches('loadFailed') ? GENERIC_ERROR : null);
export const cardEnrolmentActor = (s: SavedCardsSnapshot) =>
  (s.children.cardEnrolment as ActorRefFrom<CardEnrolmentMachine> | undefined) ?? null;
export const cardDeletionActor = (s: SavedCardsSnapshot) =>
  (s.children.cardDeletion as ActorRefFrom<CardEnrolmentMachine> | undefined) ?? null;
