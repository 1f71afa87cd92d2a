export { myWaitingListsMachine, type MyWaitingListsMachine } from './myWaitingLists.machine';
export * as myWaitingListsSelectors from './myWaitingLists.selectors';
export * from './myWaitingLists.types';
export * from './myWaitingLists.errors';
