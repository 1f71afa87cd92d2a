import { describe, expect, it } from 'vitest';
import {
  CATALOG_LOCALES,
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  catalogFor,
  intlLocaleFor,
  isSupportedLanguage,
  resolveLanguage,
} from '#kernel/lib/i18n';
import { FALLBACK_COUNTRY } from '#kernel/lib/i18n/countries';

// [code, catalog that serves it, Intl locale used for numbers and dates]
const EXPECTED: Array<[string, string, string]> = [
  ['es', 'es-CL', 'es-CL'],
  ['en', 'en', 'en'],
  ['es-CL', 'es-CL', 'es-CL'],
  ['es-EC', 'es-CL', 'es-EC'],
  ['es-AR', 'es-CL', 'es-AR'],
  ['pt-BR', 'pt-BR', 'pt-BR'],
  ['es-CO', 'es-CL', 'es-CO'],
  ['en-AU', 'en', 'en-AU'],
  ['es-PE', 'es-CL', 'es-PE'],
  ['en-US', 'en', 'en-US'],
  ['es-MX', 'es-CL', 'es-MX'],
  ['es-UY', 'es-CL', 'es-UY'],
  ['es-VE', 'es-CL', 'es-VE'],
  ['es-PA', 'es-CL', 'es-PA'],
];

describe('supported languages', () => {
  it('lists exactly the 14 codes of the spec, in its order', () => {
    expect([...SUPPORTED_LANGUAGES]).toEqual(EXPECTED.map(([code]) => code));
  });

  it('defaults to es-CL and ships the es-CL, en and pt-BR catalogs', () => {
    expect(DEFAULT_LANGUAGE).toBe('es-CL');
    expect([...CATALOG_LOCALES]).toEqual(['es-CL', 'en', 'pt-BR']);
  });

  it('isSupportedLanguage is exact', () => {
    expect(isSupportedLanguage('es-CL')).toBe(true);
    expect(isSupportedLanguage('es-cl')).toBe(false);
    expect(isSupportedLanguage('fr')).toBe(false);
    expect(isSupportedLanguage(42)).toBe(false);
  });
});

describe('resolveLanguage', () => {
  it.each(EXPECTED)('accepts %s as it is', (code) => {
    expect(resolveLanguage(code)).toBe(code);
  });

  it.each([
    ['ES-cl', 'es-CL'],
    ['es_CL', 'es-CL'],
    ['pt_br', 'pt-BR'],
    ['EN_au', 'en-AU'],
    ['  en-us  ', 'en-US'],
    ['EN', 'en'],
  ])('matches %j case-insensitively, with underscores, as %s', (input, expected) => {
    expect(resolveLanguage(input)).toBe(expected);
  });

  it.each([
    ['es-ES', 'es'],
    ['es-419', 'es'],
    ['es_BO', 'es'],
    ['en-GB', 'en'],
    ['en-NZ', 'en'],
    ['EN-ca', 'en'],
    ['es-CL-x-private', 'es'],
  ])('falls back from %s to the 2-letter prefix %s', (input, expected) => {
    expect(resolveLanguage(input)).toBe(expected);
  });

  it.each([
    ['pt-PT'], // 'pt' alone is not in the supported list
    ['pt'],
    ['fr-FR'],
    ['de'],
    ['english'], // the prefix must be a 2-letter subtag, not the first 2 letters of a word
    ['esp'],
    ['e'],
    ['123'],
    ['-'],
    [''],
    ['   '],
  ])('falls back from %j to es-CL', (input) => {
    expect(resolveLanguage(input)).toBe('es-CL');
  });

  it('falls back to es-CL for null and undefined', () => {
    expect(resolveLanguage(null)).toBe('es-CL');
    expect(resolveLanguage(undefined)).toBe('es-CL');
  });
});

describe('catalogFor', () => {
  it.each(EXPECTED)('serves %s from the %s catalog', (code, catalog) => {
    expect(catalogFor(resolveLanguage(code))).toBe(catalog);
  });
});

describe('intlLocaleFor', () => {
  it.each(EXPECTED)('formats %s with the Intl locale %s', (code, _catalog, locale) => {
    expect(intlLocaleFor(resolveLanguage(code))).toBe(locale);
  });

  it('gives a locale Intl supports for every language', () => {
    for (const code of SUPPORTED_LANGUAGES) {
      expect(Intl.NumberFormat.supportedLocalesOf([intlLocaleFor(code)])).toHaveLength(1);
    }
  });
});

describe('FALLBACK_COUNTRY', () => {
  it('is Chile with +56, America/Santiago and es-CL', () => {
    expect(FALLBACK_COUNTRY).toEqual({
      isoCode: 'CL',
      name: 'Chile',
      phoneCode: '+56',
      timezone: 'America/Santiago',
      defaultLanguageCode: 'es-CL',
    });
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(FALLBACK_COUNTRY)).toBe(true);
  });
});
