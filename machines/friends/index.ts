export { friendsMachine, type FriendsMachine } from './friends.machine';
export * as friendsSelectors from './friends.selectors';
export * from './friends.types';
export * from './friends.errors';
