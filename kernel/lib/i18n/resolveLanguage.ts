import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type CatalogLocale, type SupportedLanguage } from './languages';

const BY_LOWER_CASE = new Map<string, SupportedLanguage>(SUPPORTED_LANGUAGES.map((code) => [code.toLowerCase(), code]));

/**
 * Spec 1, section 5: accept only the supported list; else fall back to the 2-letter prefix
 * (when that prefix is itself supported: 'es' or 'en'); else es-CL.
 *
 * Matching ignores case, surrounding spaces and accepts '_' for '-' (es_CL, EN-us).
 * The prefix is the primary subtag and must be exactly two letters, so 'es-ES' and 'es-419'
 * give 'es', 'en-GB' gives 'en', but 'english' or 'esp' give es-CL.
 * 'pt' and 'pt-PT' give es-CL: the spec lists only pt-BR and no bare 'pt'.
 */
export function resolveLanguage(code: string | null | undefined): SupportedLanguage {
  if (typeof code !== 'string') return DEFAULT_LANGUAGE;
  const normalized = code.trim().replace(/_/g, '-').toLowerCase();
  if (normalized === '') return DEFAULT_LANGUAGE;
  const exact = BY_LOWER_CASE.get(normalized);
  if (exact) return exact;
  // The primary subtag ('es' of 'es-419'); only the bare codes 'es' and 'en' can match it.
  return BY_LOWER_CASE.get(normalized.split('-')[0]) ?? DEFAULT_LANGUAGE;
}

/** Which compiled catalog serves a language: en* -> en, pt* -> pt-BR, everything else -> es-CL. */
export function catalogFor(language: SupportedLanguage): CatalogLocale {
  if (language === 'en' || language.startsWith('en-')) return 'en';
  if (language.startsWith('pt-')) return 'pt-BR';
  return 'es-CL';
}

/**
 * The BCP-47 locale given to Intl (numbers, money, dates) for a language.
 *
 * Each regional code is used as it is. Bare 'es' becomes 'es-CL': Intl's 'es' is Spain's
 * Spanish ('1000 CLP', no grouping under 10 000), while the text catalog that serves 'es' is
 * es-CL and the product's fallback country is Chile, so numbers match the text around them.
 * Bare 'en' stays 'en' (Intl formats it as en-US, which matches the en catalog).
 */
export function intlLocaleFor(language: SupportedLanguage): string {
  return language === 'es' ? 'es-CL' : language;
}
