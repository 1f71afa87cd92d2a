import { catalogFor, isSupportedLanguage, type SupportedLanguage } from '#kernel/lib/i18n';

export interface LanguageOption {
  code: SupportedLanguage;
  /** The language's own name (not translated: people look for their own language). */
  label: string;
}

/** The switcher's offer when the languages call gave nothing: one per catalog. */
export const DEFAULT_LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'es-CL', label: 'Español' },
  { code: 'en', label: 'English' },
  { code: 'pt-BR', label: 'Português' },
];

/** The configured languages that the app supports, else the defaults. */
export function languageOptions(configured: readonly { code: string; languageName: string }[]): readonly LanguageOption[] {
  const options = configured
    .filter((l): l is { code: SupportedLanguage; languageName: string } => isSupportedLanguage(l.code))
    .map((l) => ({ code: l.code, label: l.languageName }));
  return options.length > 0 ? options : DEFAULT_LANGUAGE_OPTIONS;
}

/** Which option shows as selected for a language (es-AR shows the option served by the same catalog). */
export function selectedOption(language: SupportedLanguage, options: readonly LanguageOption[]): SupportedLanguage {
  if (options.some((o) => o.code === language)) return language;
  return options.find((o) => catalogFor(o.code) === catalogFor(language))?.code ?? options[0]?.code ?? language;
}
