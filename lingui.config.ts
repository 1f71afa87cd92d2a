import { defineConfig } from '@lingui/cli';

// es-CL is the source catalog; en and pt-BR are complete translations.
// The other supported codes resolve to one of these (kernel/lib/i18n/resolveLanguage.ts).
export default defineConfig({
  sourceLocale: 'es-CL',
  locales: ['es-CL', 'en', 'pt-BR'],
  fallbackLocales: { default: 'es-CL' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}',
      include: ['kernel', 'src', 'machines'],
    },
  ],
  format: 'po',
});
