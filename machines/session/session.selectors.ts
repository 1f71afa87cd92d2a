// View flags from a session snapshot. Views read these, never state paths.
import type { SnapshotFrom } from 'xstate';
import { FALLBACK_COUNTRY } from './session.constants';
import type { SessionMachine } from './session.machine';
import type { SupportedLanguage } from '#kernel/lib/i18n/languages';
import { roleSatisfies } from './session.roles';

export type SessionSnapshot = SnapshotFrom<SessionMachine>;

export type UpdateKind = 'reload' | 'app';

/** Start-up: query, settings and token check (the splash screen). */
export const isBooting = (s: SessionSnapshot): boolean => s.matches('booting') || s.matches('routing');

/** A validated or freshly logged-in token (also while its profile loads), not while logging out. */
export const isLoggedIn = (s: SessionSnapshot): boolean => s.context.userId !== null && !s.matches({ ready: { auth: 'loggingOut' } });

export const isLoggingOut = (s: SessionSnapshot): boolean => s.matches({ ready: { auth: 'loggingOut' } });

export const isProfileLoading = (s: SessionSnapshot): boolean => s.matches({ ready: { auth: { loggedIn: 'loadingProfile' } } });

export const isOffline = (s: SessionSnapshot): boolean => !s.context.online;

/** 'reload': a newer App-Front-Id was seen; 'app': the config asks for a new app version. */
export const updateKind = (s: SessionSnapshot): UpdateKind | null => {
  if (s.matches({ ready: { update: 'reloadNeeded' } })) return 'reload';
  if (s.matches({ ready: { update: 'appUpdateNeeded' } })) return 'app';
  return null;
};

/** The store link shown with an 'app' update. */
export const updateLink = (s: SessionSnapshot): string | null => s.context.config?.appConfig.updateLink ?? null;

/** The user must pick a country before going on (the view shows the message on /profile/countries). */
export const mustChooseCountry = (s: SessionSnapshot): boolean => s.matches('choosingCountry');

export const userId = (s: SessionSnapshot): number | null => s.context.userId;

export const role = (s: SessionSnapshot): string | null => s.context.role;

export const profile = (s: SessionSnapshot) => s.context.profile;

export const language = (s: SessionSnapshot): SupportedLanguage => s.context.language;

/** The chosen country, or Chile. */
export const country = (s: SessionSnapshot): string => s.context.country ?? FALLBACK_COUNTRY;

export const emailChangeToastVisible = (s: SessionSnapshot): boolean =>
  s.matches({ ready: { emailChange: { confirmed: 'toastVisible' } } });

/**
 * A state's auth requirement (one role or a list) against the token's role; spec part 1 §6. Same rule
 * as the router's guards (session.roles.ts): 'user' is every account's base role.
 */
export const hasRole = (s: SessionSnapshot, required: string | readonly string[]): boolean => {
  const current = s.context.role;
  if (current === null || !isLoggedIn(s)) return false;
  return roleSatisfies(current, required);
};

/** The reload banner's button is live. */
export const canReload = (s: SessionSnapshot): boolean => s.can({ type: 'update.reload' });

/** A country of the list (its phone code and profile field settings), or null before the list loads. */
export const countryOf = (s: SessionSnapshot, isoCode: string) =>
  s.context.countries.find((c) => c.isoCode === isoCode.toUpperCase()) ?? null;
