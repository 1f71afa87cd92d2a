export { chatMachine, chatSetup, mergeMessages, unreadRange, type ChatMachine } from './chat.machine';
export * as chatSelectors from './chat.selectors';
export * from './chat.types';
export * from './chat.errors';
