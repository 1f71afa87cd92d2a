// The session statechart (spec part 1 §2.4, §3, §4.6, §6, §7, §9): boot (query, cookies, settings,
// token check), forced country choice, then the running app as parallel regions: auth,
// connectivity, update notices, the e-mail change confirmation and the language sync.
//
// The app provides the actors (API calls) and the view-supplied actions (navigate, showToast,
// persistCookie, clearCookie, reloadPage) with `sessionMachine.provide(...)`.
import { COUNTRY_CHOICE_PATH, EMAIL_TOAST_MS } from './session.constants';
import {
  confirmEmailChangeInput,
  countryCookie,
  initialContext,
  languageCookie,
  loadProfileInput,
  logoutInput,
  setLanguageInput,
  tokenCookie,
  validateTokenInput,
} from './session.context';
import { LOGIN_PATH, tokenValidErrors } from './session.errors';
import { and } from 'xstate';
import { output, rejection } from '#machines/shared/outcomes';
import { sessionSetup } from './session.setup';
import type { LoadConfigOutput, LoadCountriesOutput, LoadLanguagesOutput, LoadProfileOutput, ValidateTokenOutput } from './session.types';

export { sessionSetup };

const saveLanguage = [{ type: 'assignLanguage' }, { type: 'persistCookie', params: languageCookie }] as const;
const clearTokenCookie = { type: 'clearCookie', params: { name: 'token' } } as const;

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: initialContext,
  initial: 'booting',
  on: {
    // Responses during boot carry the header too: the first one seen is the reference.
    'api.frontId': { guard: 'isFirstFrontId', actions: 'storeFirstFrontId' },
    // Connectivity is a fact in context at all times; the ready.connectivity region mirrors it.
    'network.online': { actions: 'markOnline' },
    'network.offline': { actions: 'markOffline' },
  },
  states: {
    booting: {
      initial: 'readingQuery',
      states: {
        readingQuery: {
          always: [
            { guard: 'injectsInvalidToken', target: 'loadingSettings', actions: ['clearSession', clearTokenCookie] },
            {
              guard: 'injectsToken',
              target: 'loadingSettings',
              actions: ['applyInjectedToken', { type: 'persistCookie', params: tokenCookie }],
            },
            { target: 'loadingSettings' },
          ],
        },
        // The three settings calls run in parallel; a failed one leaves its default.
        loadingSettings: {
          type: 'parallel',
          onDone: [{ guard: 'hasToken', target: 'validatingToken' }, { target: '#session.routing' }],
          states: {
            config: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'loadConfig',
                    src: 'loadConfig',
                    onDone: { target: 'loaded', actions: { type: 'assignConfig', params: output<LoadConfigOutput> } },
                    onError: { target: 'loaded', actions: { type: 'noteSettingFailed', params: { setting: 'config' } } },
                  },
                },
                loaded: { type: 'final' },
              },
            },
            languages: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'loadLanguages',
                    src: 'loadLanguages',
                    onDone: { target: 'loaded', actions: { type: 'assignLanguages', params: output<LoadLanguagesOutput> } },
                    onError: { target: 'loaded', actions: { type: 'noteSettingFailed', params: { setting: 'languages' } } },
                  },
                },
                loaded: { type: 'final' },
              },
            },
            countries: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'loadCountries',
                    src: 'loadCountries',
                    onDone: { target: 'loaded', actions: { type: 'assignCountries', params: output<LoadCountriesOutput> } },
                    onError: { target: 'loaded', actions: { type: 'noteSettingFailed', params: { setting: 'countries' } } },
                  },
                },
                loaded: { type: 'final' },
              },
            },
          },
        },
        validatingToken: {
          invoke: {
            id: 'validateToken',
            src: 'validateToken',
            input: validateTokenInput,
            onDone: { target: '#session.routing', actions: { type: 'assignClaims', params: output<ValidateTokenOutput> } },
            // Any error clears the session; see tokenValidErrors for cookie and 404 page.
            onError: [
              {
                guard: { type: 'keepsTokenCookie', params: rejection },
                target: '#session.routing',
                actions: [{ type: 'assignTokenError', params: rejection }, 'clearSession'],
              },
              {
                guard: { type: 'isSessionExpired', params: rejection },
                target: '#session.routing',
                actions: [{ type: 'assignTokenError', params: rejection }, 'clearSession', clearTokenCookie, 'requestLogin'],
              },
              {
                target: '#session.routing',
                actions: [
                  { type: 'assignTokenError', params: rejection },
                  'clearSession',
                  clearTokenCookie,
                  { type: 'navigate', params: { to: tokenValidErrors.rejected.navigateTo } },
                ],
              },
            ],
          },
        },
      },
    },
    // Where boot (and a forced country choice) lead; transient.
    routing: {
      always: [
        { guard: 'mustChooseCountry', target: 'choosingCountry' },
        { guard: 'hasSession', target: 'ready.auth.loggedIn' },
        { target: 'ready' },
      ],
    },
    choosingCountry: {
      entry: { type: 'navigate', params: { to: COUNTRY_CHOICE_PATH } },
      on: {
        'country.choose': {
          guard: 'isKnownCountry',
          target: 'routing',
          actions: ['assignCountry', { type: 'persistCookie', params: countryCookie }],
        },
        'language.change': { actions: saveLanguage },
      },
    },
    ready: {
      type: 'parallel',
      on: {
        'country.choose': { guard: 'isKnownCountry', actions: ['assignCountry', { type: 'persistCookie', params: countryCookie }] },
      },
      states: {
        auth: {
          initial: 'loggedOut',
          states: {
            loggedOut: {
              on: {
                'session.login': {
                  guard: 'isDecodableToken',
                  target: 'loggedIn',
                  actions: ['assignLoginToken', { type: 'persistCookie', params: tokenCookie }],
                },
              },
            },
            loggedIn: {
              initial: 'loadingProfile',
              on: { 'session.logout': 'loggingOut', 'profile.reload': '.loadingProfile' },
              states: {
                loadingProfile: {
                  invoke: {
                    id: 'loadProfile',
                    src: 'loadProfile',
                    input: loadProfileInput,
                    onDone: { target: 'profileLoaded', actions: { type: 'assignProfile', params: output<LoadProfileOutput> } },
                    onError: 'profileUnavailable',
                  },
                },
                profileLoaded: {},
                profileUnavailable: {},
              },
            },
            // The session ends locally whatever the server answers.
            loggingOut: {
              invoke: {
                id: 'logout',
                src: 'logout',
                input: logoutInput,
                onDone: { target: 'loggedOut', actions: ['clearSession', clearTokenCookie] },
                onError: { target: 'loggedOut', actions: ['clearSession', clearTokenCookie] },
              },
            },
          },
        },
        connectivity: {
          initial: 'online',
          states: {
            online: { always: { guard: 'isOffline', target: 'offline' } },
            offline: { always: { guard: 'isOnline', target: 'online' } },
          },
        },
        update: {
          initial: 'none',
          states: {
            none: {
              always: { guard: 'notifiesAppUpdate', target: 'appUpdateNeeded' },
              on: { 'api.frontId': { guard: 'isNewerFrontId', target: 'reloadNeeded' } },
            },
            reloadNeeded: { on: { 'update.reload': { actions: 'reloadPage' } } },
            appUpdateNeeded: {},
          },
        },
        emailChange: {
          initial: 'idle',
          states: {
            idle: {
              always: [
                { guard: and(['hasEmailChange', 'isLoggedIn']), target: 'confirming' },
                { guard: 'hasEmailChange', target: 'awaitingLogin' },
              ],
            },
            // The confirm call needs the owner's session: ask for a login, then confirm.
            awaitingLogin: {
              entry: { type: 'navigate', params: { to: LOGIN_PATH } },
              always: { guard: 'isLoggedIn', target: 'confirming' },
            },
            confirming: {
              invoke: {
                id: 'confirmEmailChange',
                src: 'confirmEmailChange',
                input: confirmEmailChangeInput,
                onDone: 'confirmed',
                onError: [
                  // -36: the address was already changed by this link; the outcome is the same.
                  { guard: { type: 'isEmailAlreadyChanged', params: rejection }, target: 'confirmed' },
                  {
                    target: 'failed',
                    actions: { type: 'showToast', params: { message: 'emailChangeFailed', durationMs: EMAIL_TOAST_MS } },
                  },
                ],
              },
            },
            confirmed: {
              initial: 'toastVisible',
              after: { emailLogout: { target: 'loggedOutAfterChange', actions: 'requestLogout' } },
              states: {
                toastVisible: { after: { emailToast: 'toastHidden' } },
                toastHidden: {},
              },
            },
            loggedOutAfterChange: {},
            failed: {},
          },
        },
        // Language changes apply at once; when logged in they are also sent to the server,
        // without blocking anything (a newer change restarts the call).
        language: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'language.change': [{ guard: 'isLoggedIn', target: 'saving', actions: saveLanguage }, { actions: saveLanguage }],
              },
            },
            saving: {
              invoke: { id: 'setLanguage', src: 'setLanguage', input: setLanguageInput, onDone: 'idle', onError: 'idle' },
              on: {
                'language.change': [
                  { guard: 'isLoggedIn', target: 'saving', reenter: true, actions: saveLanguage },
                  { target: 'idle', actions: saveLanguage },
                ],
              },
            },
          },
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
