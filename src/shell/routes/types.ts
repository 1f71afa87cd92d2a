import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';

/** A role from the token's claims ('user'; teacher, admin... for other accounts). */
export type Role = string;

/**
 * Who may open a route: anyone ('none'), any logged-in account ('login'), or accounts with a role
 * (one, or any of a list). Spec part 1 §6.
 */
export type AuthRequirement = 'none' | 'login' | Role | readonly Role[];

/** A screen module: its default export is the screen. */
export type ScreenModule = { default: ComponentType };

interface RouteBase {
  /** The spec's state name ('book.search', 'login', 'profile.menu'...). */
  id: string;
  /** The react-router path. */
  path: string;
  /** The screen's name: the header and the 'coming soon' page show it. */
  title: MessageDescriptor;
}

export interface ScreenRoute extends RouteBase {
  kind: 'screen';
  auth: AuthRequirement;
  /** The header shows no back button on this screen (spec part 1 §2.4). */
  hidesBack?: boolean;
  /** 'built' screens load their `screen`; the others show the translated 'coming soon' page (the app's table gives it as their `screen`). */
  status: 'built' | 'comingSoon';
  /** The lazy screen module. */
  screen?: () => Promise<ScreenModule>;
}

/** A path that only forwards somewhere else (/book → /book/search). */
export interface RedirectRoute extends RouteBase {
  kind: 'redirect';
  to: string;
  /** Keep the query string when forwarding. */
  keepQuery?: boolean;
}

export type RouteEntry = ScreenRoute | RedirectRoute;
