export { canJoin, openMatchListMachine, type OpenMatchListMachine } from './openMatchList.machine';
export * as openMatchListSelectors from './openMatchList.selectors';
export * from './openMatchList.types';
export * from './openMatchList.errors';
