// Languages the product accepts (spec 1, section 5) and the catalogs that serve them.

/** Every language code a user, a cookie or a header may select. Order as in the spec. */
export const SUPPORTED_LANGUAGES = [
  'es',
  'en',
  'es-CL',
  'es-EC',
  'es-AR',
  'pt-BR',
  'es-CO',
  'en-AU',
  'es-PE',
  'en-US',
  'es-MX',
  'es-UY',
  'es-VE',
  'es-PA',
] as const;

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Spec 1, section 9: default language es-CL (also the language of the fallback country, Chile). */
export const DEFAULT_LANGUAGE: SupportedLanguage = 'es-CL';

/** The compiled Lingui catalogs the app ships (lingui.config.ts): es-CL is the source catalog. */
export const CATALOG_LOCALES = ['es-CL', 'en', 'pt-BR'] as const;

export type CatalogLocale = (typeof CATALOG_LOCALES)[number];

/** True only for an exact (case-sensitive) supported code; use resolveLanguage for user input. */
export function isSupportedLanguage(code: unknown): code is SupportedLanguage {
  return typeof code === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}
