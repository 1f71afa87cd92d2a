// Language choice (spec part 1 §5): accept only the supported list; else the 2-letter prefix when
// that prefix is itself supported ('es', 'en'); else es-CL. Same rule as the app's
// src/lib/i18n/resolveLanguage (machines cannot import src/), kept tiny on purpose.

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

export const DEFAULT_LANGUAGE: SupportedLanguage = 'es-CL';

const BY_LOWER_CASE = new Map<string, SupportedLanguage>(SUPPORTED_LANGUAGES.map((code) => [code.toLowerCase(), code]));

/** Case-insensitive, accepts '_' for '-'; 'pt-PT' gives es-CL (no bare 'pt' in the list). */
export function resolveLanguage(code: string | null | undefined): SupportedLanguage {
  if (typeof code !== 'string') return DEFAULT_LANGUAGE;
  const normalized = code.trim().replace(/_/g, '-').toLowerCase();
  const exact = BY_LOWER_CASE.get(normalized);
  if (exact) return exact;
  const primary = normalized.split('-')[0];
  return (/^[a-z]{2}$/.test(primary) && BY_LOWER_CASE.get(primary)) || DEFAULT_LANGUAGE;
}
