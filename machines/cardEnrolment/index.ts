export { cardEnrolmentMachine, cardEnrolmentSetup, PROFILE_DOCUMENT_PATH, type CardEnrolmentMachine } from './cardEnrolment.machine';
export * as cardEnrolmentSelectors from './cardEnrolment.selectors';
export * from './cardEnrolment.types';
export * from './cardEnrolment.errors';
export { isFoidComplete, isAddressComplete } from './cardEnrolment.missingData';
export {
  savedCardsMachine,
  type SavedCardsMachine,
  type SavedCard,
  type SavedCardsInput,
  type LoadSavedCardsOutput,
} from './savedCards.machine';
export * as savedCardsSelectors from './savedCards.selectors';
