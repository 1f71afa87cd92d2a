import { normalizeCpf } from './cpf';
import { normalizeEcuadorCedula } from './ecuadorCedula';
import { normalizePanamaCedula } from './panamaCedula';
import { normalizePeruDni } from './peruDni';
import { normalizeRut } from './rut';
import { asText, groupedDigits, withoutWhitespace } from './text';
import { normalizeUruguayCedula } from './uruguayCedula';
import { normalizeVenezuelaCedula } from './venezuelaCedula';

// Identity document numbers per country and type (spec part 3, section 5).
//
// Decisions where the spec is silent:
// - The per-country rule is the national identity document, type 'NI' (the spec's default type and
//   the only national type it names). A missing or blank type means 'NI'. Type and country codes are
//   case-insensitive.
// - Any other type (passport 'PP', foreigner cards...) and any country without a rule (or no
//   country at all) is accepted when the value is non-blank: we have no rule to check it against,
//   and the server still validates (error -918).
// - Whitespace is never meaningful in a document number and is ignored everywhere.

type Normalizer = (compact: string) => string | null;

function digitCount(min: number, max: number): Normalizer {
  return (compact) => {
    const digits = groupedDigits(compact);
    return digits !== null && digits.length >= min && digits.length <= max ? digits : null;
  };
}

const NATIONAL_ID_RULES: ReadonlyMap<string, Normalizer> = new Map([
  ['CL', normalizeRut], // RUT/RUN check digit
  ['AR', digitCount(7, 8)], // DNI, '12.345.678' accepted
  ['CO', digitCount(6, 10)], // cédula de ciudadanía, '1.234.567.890' accepted
  ['BR', normalizeCpf], // personal document: CPF with its two check digits
  ['EC', normalizeEcuadorCedula],
  ['PE', normalizePeruDni],
  ['UY', normalizeUruguayCedula],
  ['VE', normalizeVenezuelaCedula],
  ['PA', normalizePanamaCedula],
]);

/** The countries whose national identity document has a rule here (spec part 3 §5), in the spec's order. */
export const NATIONAL_ID_COUNTRIES: readonly string[] = [...NATIONAL_ID_RULES.keys()];

const NATIONAL_ID_TYPE = 'NI';

function code(value: unknown): string {
  const text = asText(value);
  return text === null ? '' : text.trim().toUpperCase();
}

/**
 * The form to store and send: formatting removed ('11.111.111-1' -> '11111111-1',
 * '529.982.247-25' -> '52998224725', 'v-12.345.678' -> 'V12345678'), or the trimmed value for types
 * and countries without a rule. Null when the document is not valid.
 */
export function normalizeDocument(country: unknown, type: unknown, value: unknown): string | null {
  const text = asText(value);
  if (text === null) return null;
  const typeCode = code(type) || NATIONAL_ID_TYPE;
  const rule = typeCode === NATIONAL_ID_TYPE ? NATIONAL_ID_RULES.get(code(country)) : undefined;
  if (rule === undefined) {
    const trimmed = text.trim();
    return trimmed === '' ? null : trimmed;
  }
  return rule(withoutWhitespace(text));
}

export function isValidDocument(country: unknown, type: unknown, value: unknown): boolean {
  return normalizeDocument(country, type, value) !== null;
}
