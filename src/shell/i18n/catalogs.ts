import { i18n, type Messages } from '@lingui/core';
import { catalogFor, intlLocaleFor, resolveLanguage, type CatalogLocale, type SupportedLanguage } from '#kernel/lib/i18n';

/** Each catalog is its own chunk, fetched when its language is first used. */
const loaders: Record<CatalogLocale, () => Promise<{ messages: Messages }>> = {
  'es-CL': () => import('../../../locales/es-CL.po'),
  en: () => import('../../../locales/en.po'),
  'pt-BR': () => import('../../../locales/pt-BR.po'),
};

const loaded = new Map<CatalogLocale, Messages>();

/**
 * Activates a language: resolves it (spec part 1 §5: other supported codes fall back to es-CL, en
 * or pt-BR), loads its catalog once, and sets <html lang>. Resolves with the language applied.
 */
export async function activateLanguage(code: string | null | undefined): Promise<SupportedLanguage> {
  const language = resolveLanguage(code);
  const catalog = catalogFor(language);
  let messages = loaded.get(catalog);
  if (!messages) {
    messages = (await loaders[catalog]()).messages;
    loaded.set(catalog, messages);
  }
  i18n.load(language, messages);
  i18n.activate(language, [intlLocaleFor(language), catalog]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return language;
}

export { i18n };
