import { i18n, type Messages } from '@lingui/core';
import { catalogFor, intlLocaleFor, resolveLanguage, type CatalogLocale, type SupportedLanguage } from '#kernel/lib/i18n';

type Loader = () => Promise<{ messages: Messages }>;

/** Each catalog is its own chunk, fetched when its language is first used. */
const loaders: Record<CatalogLocale, Loader> = {
  'es-CL': () => import('../../../locales/es-CL.po'),
  en: () => import('../../../locales/en.po'),
  'pt-BR': () => import('../../../locales/pt-BR.po'),
};

/** Only the texts of what a first visit loads (build/startCatalogs.ts); the whole catalog follows. */
const firstScreenLoaders: Record<CatalogLocale, Loader> = {
  'es-CL': () => import('../../../locales/es-CL.po?start'),
  en: () => import('../../../locales/en.po?start'),
  'pt-BR': () => import('../../../locales/pt-BR.po?start'),
};

const whole = new Map<CatalogLocale, Promise<Messages>>();

function wholeCatalog(catalog: CatalogLocale): Promise<Messages> {
  let messages = whole.get(catalog);
  if (!messages) {
    messages = loaders[catalog]().then((m) => m.messages);
    // A failed download is tried again next time.
    messages.catch(() => whole.delete(catalog));
    whole.set(catalog, messages);
  }
  return messages;
}

/**
 * Activates a language: resolves it (spec part 1 §5: other supported codes fall back to es-CL, en
 * or pt-BR), loads its catalog once, and sets <html lang>. `firstScreen` loads only the texts of the
 * first visit's code (the start); `loadWholeCatalog` completes it. Resolves with the language applied.
 */
export async function activateLanguage(code: string | null | undefined, { firstScreen = false } = {}): Promise<SupportedLanguage> {
  const language = resolveLanguage(code);
  if (i18n.locale === language) return language;
  const catalog = catalogFor(language);
  const messages = firstScreen && !whole.has(catalog) ? (await firstScreenLoaders[catalog]()).messages : await wholeCatalog(catalog);
  i18n.load(language, messages);
  i18n.activate(language, [intlLocaleFor(language), catalog]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return language;
}

/** The active language's whole catalog (every screen after the first needs it); loads once. */
export async function loadWholeCatalog(): Promise<void> {
  const language = i18n.locale;
  if (!language) return;
  const messages = await wholeCatalog(catalogFor(resolveLanguage(language)));
  // Merged into what is there (i18n.load adds); a language switched meanwhile loads its own.
  if (i18n.locale === language) i18n.load(language, messages);
}

export { i18n };
