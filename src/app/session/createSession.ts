import { createActor } from 'xstate';
import { sessionMachine, type SessionInput } from '#machines/session';
import type { ApiClient } from '#api/client';
import type { SessionActor } from '#shell/appRuntime';
import type { ToastStore } from '#ui/toastStore';
import type { AppInfo } from '#shell/appInfo';
import { COOKIES, readCookie } from '#shell/cookies';
import { flowsInspect } from '#shell/flowsInspect';
import { createSessionActions } from './sessionActions';
import { createSessionActors, preloadAccountActors } from './sessionActors';

export type { SessionActor };

/** The session's input: the query it reads on start, the cookies, the brand and the browser. */
export function sessionInput(search: string, appInfo: AppInfo): SessionInput {
  const query = new URLSearchParams(search);
  return {
    query: {
      injectauthtoken: query.get('injectauthtoken'),
      action: query.get('action'),
      user_id: query.get('user_id'),
      new_email: query.get('new_email'),
    },
    cookies: {
      token: readCookie(COOKIES.token),
      language: readCookie(COOKIES.language),
      country: readCookie(COOKIES.country),
      // The brand was resolved from ?source= or this cookie, and written back to it.
      appId: appInfo.brand,
      os: appInfo.os,
      version: appInfo.version,
    },
    brand: appInfo.brand,
    browserLanguage: typeof navigator === 'undefined' ? null : navigator.language,
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
  };
}

export interface SessionDeps {
  api: ApiClient;
  appInfo: AppInfo;
  navigate(to: string): void;
  location(): { pathname: string; search: string };
  toasts: Pick<ToastStore, 'show'>;
  reloadPage(): void;
  search: string;
}

/**
 * The app's one session actor: the session statechart with real API calls as its actors and the
 * app's navigation, toasts and cookies as its actions. Created (not started) here; the runtime
 * starts it once the router exists.
 */
export function createSessionActor(deps: SessionDeps): SessionActor {
  const machine = sessionMachine.provide({
    actors: createSessionActors(deps.api),
    actions: createSessionActions({ navigate: deps.navigate, location: deps.location, toasts: deps.toasts, reloadPage: deps.reloadPage }),
  });
  const input = sessionInput(deps.search, deps.appInfo);
  // A token or an account link means account calls right at start: their chunk comes with the first.
  if (input.cookies.token || input.query.injectauthtoken || input.query.user_id) preloadAccountActors();
  return createActor(machine, { input, inspect: flowsInspect });
}
