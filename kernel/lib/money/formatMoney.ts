import { intlLocaleFor, resolveLanguage } from '../i18n/resolveLanguage';
import { fromMinorUnits } from './currency';

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Displays an amount in the club's currency with the user's language (spec 1, section 9:
 * "Currency formatting follows the club currency and the user's language").
 * formatMoney(12000, 'CLP', 'es-CL') is '$12.000'; formatMoney(1250, 'USD', 'en') is '$12.50'.
 * The language may be any user-supplied code: it goes through resolveLanguage first.
 * The output may contain non-breaking spaces (U+00A0), as Intl produces them.
 */
export function formatMoney(minorUnits: number, currency: string, language: string): string {
  const code = currency.toUpperCase();
  const locale = intlLocaleFor(resolveLanguage(language));
  return currencyFormatter(locale, code).format(fromMinorUnits(minorUnits, code));
}
