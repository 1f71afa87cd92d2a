// Money is an integer number of minor units plus an ISO 4217 currency code.
//
// How many minor units make a major unit is taken from Intl (ICU/CLDR data), the same data
// that Intl.NumberFormat uses to display the amount, so a stored amount and its display never
// disagree. On Node 20 (ICU 78): CLP 0, COP 0, JPY 0, PYG 0, USD/BRL/ARS/PEN/MXN/UYU 2, KWD 3.
// CLP and COP: ISO 4217 lists COP with 2 decimals but CLDR (and so Intl) uses 0 because
// centavos are not used; CLP has 0 in both. A minor unit of CLP or COP is therefore one peso.
// If a future ICU changed a currency's digits, stored amounts would change meaning: the unit
// tests pin the values for the currencies the product serves, so such a change fails loudly.

const decimalsCache = new Map<string, number>();

/** Number of fraction digits of a currency (0 for CLP, 2 for USD). Throws RangeError for a malformed code. */
export function currencyDecimals(currency: string): number {
  const code = currency.toUpperCase();
  let digits = decimalsCache.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits as number;
    decimalsCache.set(code, digits);
  }
  return digits;
}

/**
 * Major units (12.5 USD) to minor units (1250). Rounds half away from zero to the currency's
 * precision, working on the decimal text so that 1.005 USD gives 101 rather than 100.
 * Throws RangeError for a non-finite amount or one beyond Number.MAX_SAFE_INTEGER minor units.
 */
export function toMinorUnits(major: number, currency: string): number {
  if (!Number.isFinite(major)) throw new RangeError(`Not a finite amount: ${major}`);
  const digits = currencyDecimals(currency);
  const magnitude = Math.abs(major);
  let scaled = Number(`${magnitude}e${digits}`);
  if (!Number.isFinite(scaled)) scaled = magnitude * 10 ** digits; // magnitude printed as 1e-7 etc.
  const minor = Math.round(scaled);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount too large for ${currency}: ${major}`);
  const result = major < 0 ? -minor : minor;
  return result === 0 ? 0 : result; // never -0
}

/** Minor units (1250) to major units (12.5 USD). Throws RangeError unless minorUnits is a safe integer. */
export function fromMinorUnits(minorUnits: number, currency: string): number {
  if (!Number.isSafeInteger(minorUnits)) {
    throw new RangeError(`Money must be a safe integer of minor units, got ${minorUnits}`);
  }
  const digits = currencyDecimals(currency);
  return digits === 0 ? minorUnits : minorUnits / 10 ** digits;
}
