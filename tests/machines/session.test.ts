// Model-based test of the session machine: generated paths over the production chart (every
// state, transition and listed error code), plus the journeys in session.journeys.ts.
import { sessionMachine } from '#machines/session/session.machine';
import type { SessionContext } from '#machines/session/session.types';
import { describeModel } from './support/modelTest';
import {
  countriesOutput,
  forcedCountryConfig,
  inputs,
  languagesOutput,
  notifyUpdateConfig,
  plainConfig,
  playerClaims,
  playerToken,
  profileOutput,
  serverError,
  tokenErrorExamples,
} from './session.fixtures';
import { journeys } from './session.journeys';

describeModel(sessionMachine, {
  name: 'session',
  inputs,
  events: {
    'session.login': [
      { type: 'session.login', token: playerToken },
      { type: 'session.login', token: 'not-a-jwt' },
    ],
    'session.logout': [{ type: 'session.logout' }],
    'country.choose': [
      { type: 'country.choose', country: 'ar' },
      { type: 'country.choose', country: 'XX' },
    ],
    'language.change': [{ type: 'language.change', language: 'en-US' }],
    'network.online': [{ type: 'network.online' }],
    'network.offline': [{ type: 'network.offline' }],
    'api.frontId': [
      { type: 'api.frontId', frontId: '100' },
      { type: 'api.frontId', frontId: '101' },
    ],
    'update.reload': [{ type: 'update.reload' }],
    'profile.reload': [{ type: 'profile.reload' }],
  },
  outputs: {
    loadConfig: [plainConfig, forcedCountryConfig, notifyUpdateConfig],
    loadLanguages: [languagesOutput],
    loadCountries: [countriesOutput],
    validateToken: [{ claims: playerClaims }],
    loadProfile: [profileOutput],
    logout: [undefined],
    confirmEmailChange: [undefined],
    setLanguage: [undefined],
  },
  errors: {
    validateToken: tokenErrorExamples,
    loadConfig: { http500: serverError },
    loadLanguages: { http500: serverError },
    loadCountries: { http500: serverError },
    loadProfile: { http500: serverError },
    logout: { http500: serverError },
    confirmEmailChange: { http500: serverError, alreadyChanged: { status: 409, code: '-36' } },
    setLanguage: { http500: serverError },
  },
  journeys,
  // Snapshots are told apart by what the guards read; the journeys pin the rest of the context.
  serializeContext: (c: SessionContext) => ({
    token: c.token !== null,
    injected: c.injectedToken,
    userId: c.userId,
    forceCountry: c.config?.appConfig.force_country ?? null,
    notifyUpdate: c.config?.appConfig.notifyUpdate ?? null,
    countriesLoaded: c.countries.length > 0,
    country: c.country,
    online: c.online,
    firstFrontId: c.firstFrontId,
    emailChange: c.emailChange !== null,
  }),
  require: { states: true, errors: true, transitions: true },
});
