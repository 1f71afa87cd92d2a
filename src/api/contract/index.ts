import * as config from './config';
import * as account from './account';
import type { EndpointDef } from './endpoint';

export * from './endpoint';
export * from './envelope';
export * from './commonErrors';
export * from './headers';
export * from './brands';
export * as configContract from './config';
export * as accountContract from './account';

function endpointsOf(mod: Record<string, unknown>): EndpointDef[] {
  return Object.values(mod).filter(
    (v): v is EndpointDef => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v,
  );
}

/** Every endpoint of the contract: the server registers these, the contract-wide tests walk them. */
export const endpoints = {
  getConfig: config.getConfig,
  getLanguages: config.getLanguages,
  getCountries: config.getCountries,
  login: account.login,
  register: account.register,
  confirmEmail: account.confirmEmail,
  validateToken: account.validateToken,
  logout: account.logout,
  getUser: account.getUser,
  updateUser: account.updateUser,
  setLanguage: account.setLanguage,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
export const allEndpoints: EndpointDef[] = Object.values(endpoints);

// Guard against an endpoint defined in an area module but forgotten in the registry.
const defined = [...endpointsOf(config), ...endpointsOf(account)];
if (defined.length !== allEndpoints.length) {
  throw new Error('An endpoint of src/api/contract is missing from the registry in index.ts');
}
