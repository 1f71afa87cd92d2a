// The spec's special-character filter (part 1 §5: "input stripped to word characters and uppercased")
// and the LATAM Pass account id it is applied to (part 1 §3 "Booking-user entry": LATAMPASSAccountId).

/** Keeps word characters only (letters, digits, underscore) and upper-cases them; not a string → ''. */
export function specialCharFilter(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\W+/g, '').toUpperCase() : '';
}

/** A LATAM Pass account id after the filter: 8 to 20 letters and digits (no underscore). */
export const LATAM_PASS_PATTERN = /^[A-Z0-9]{8,20}$/;

/** The filtered id when it has the LATAM Pass format, otherwise null. */
export function latamPassAccountId(value: unknown): string | null {
  const filtered = specialCharFilter(value);
  return LATAM_PASS_PATTERN.test(filtered) ? filtered : null;
}
