export { sessionMachine, sessionSetup, type SessionMachine } from './session.machine';
export * as sessionSelectors from './session.selectors';
export * from './session.types';
export * from './session.constants';
export {
  tokenValidErrors,
  classifyTokenValidError,
  sessionErrorOutcomes,
  NOT_FOUND_PATH,
  type TokenValidErrorCode,
} from './session.errors';
export { decodeTokenClaims } from './session.token';
export { isNewerFrontId } from './session.frontId';
