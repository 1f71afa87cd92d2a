import { version } from '../../package.json';
import type { Brand } from '#kernel/contract/brands';
import { resolveBrand } from './brand';
import { COOKIES, readCookie, writeCookie } from './cookies';
import { detectShell } from './bridge/detect';

export interface AppInfo {
  brand: Brand;
  /** 'web' in a browser; the native shell's OS ('android', 'ios') inside the app. */
  os: string;
  /** The shell's version inside the app, else the package version of this build. */
  version: string;
}

/**
 * Reads who we are once at start (brand, OS, version) and keeps them in their one-year cookies,
 * so that the next visit — and the native shell — sees the same values.
 */
export function readAppInfo(search: string = location.search): AppInfo {
  const brand = resolveBrand(search, readCookie(COOKIES.appId));
  const shell = detectShell(typeof window === 'undefined' ? undefined : window);
  const os = shell.kind === 'browser' ? 'web' : (readCookie(COOKIES.appOs) ?? shell.os);
  const appVersion = shell.kind === 'browser' ? version : (readCookie(COOKIES.appVersion) ?? version);
  writeCookie(COOKIES.appId, brand);
  writeCookie(COOKIES.appOs, os);
  writeCookie(COOKIES.appVersion, appVersion);
  return { brand, os, version: appVersion };
}

export const PACKAGE_VERSION = version;
