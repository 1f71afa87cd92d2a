import type { SupportedLanguage } from './languages';

/** The country fields the app needs before (or without) the countries call. */
export interface CountryBasics {
  isoCode: string;
  name: string;
  phoneCode: string;
  timezone: string;
  defaultLanguageCode: SupportedLanguage;
}

/** Spec 1, sections 1 and 9: the fallback country is Chile. */
export const FALLBACK_COUNTRY: Readonly<CountryBasics> = Object.freeze({
  isoCode: 'CL',
  name: 'Chile',
  phoneCode: '+56',
  timezone: 'America/Santiago',
  defaultLanguageCode: 'es-CL',
});
