// Each country's profile field settings (spec part 3 §3, the country's `fields`): for birth_date,
// email, first_name, foid, gender, last_name and phone whether the field is shown, whether it must be
// filled, and an optional pattern its text must match. The register form, the personal-data form and
// the server apply the same rules, from here.
//
// Decisions (docs/decisions.md): a field the country hides is never required and its pattern is not
// applied; a field missing from the settings is shown and optional; a pattern is tested against the
// field's text as the user typed it: the phone is the calling code and the number joined without
// spaces ('+56912345678'), the document its number, the birth date 'YYYY-MM-DD', the gender its
// letter. A pattern that is not a valid regular expression is ignored (a bad setting never locks
// anybody out).

export const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'foid', 'birth_date', 'gender'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export interface ProfileFieldRule {
  visible: 'Y' | 'N';
  mandatory: 'Y' | 'N';
  regexp_validation: string | null;
}

export type ProfileFieldRules = Partial<Record<string, ProfileFieldRule>>;

/** The values the rules look at, as text ('' when empty). */
export type ProfileFieldValues = Partial<Record<ProfileField, string>>;

export type ProfileFieldProblem = 'missing' | 'pattern';

const SHOWN_OPTIONAL: ProfileFieldRule = { visible: 'Y', mandatory: 'N', regexp_validation: null };

/** The rule for one field (shown and optional when the country says nothing). */
export function fieldRule(rules: ProfileFieldRules | null | undefined, field: ProfileField): ProfileFieldRule {
  return rules?.[field] ?? SHOWN_OPTIONAL;
}

export const isFieldVisible = (rules: ProfileFieldRules | null | undefined, field: ProfileField): boolean =>
  fieldRule(rules, field).visible === 'Y';

export const isFieldMandatory = (rules: ProfileFieldRules | null | undefined, field: ProfileField): boolean => {
  const rule = fieldRule(rules, field);
  return rule.visible === 'Y' && rule.mandatory === 'Y';
};

function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text);
  } catch {
    return true;
  }
}

/**
 * Whether the country's document pattern applies to a document: only to the country's own national
 * id (type NI, the default); a passport or another country's document is checked by its own rules.
 */
export const isNationalDocument = (country: string, foidCountry: string | null | undefined, foidType: string | null | undefined): boolean =>
  (foidCountry?.trim() || country).toUpperCase() === country.toUpperCase() && (foidType?.trim() || 'NI').toUpperCase() === 'NI';

export interface FieldCheckOptions {
  /** The document is not the country's national id: only its presence is checked (isNationalDocument). */
  foreignDocument?: boolean;
}

/** What is wrong with one field's value under its rule, or null. */
export function fieldProblem(
  rules: ProfileFieldRules | null | undefined,
  field: ProfileField,
  value: string | undefined,
  options: FieldCheckOptions = {},
): ProfileFieldProblem | null {
  const rule = fieldRule(rules, field);
  if (rule.visible !== 'Y') return null;
  const text = (value ?? '').trim();
  if (!text) return rule.mandatory === 'Y' ? 'missing' : null;
  if (field === 'foid' && options.foreignDocument) return null;
  if (rule.regexp_validation && !matches(rule.regexp_validation, text)) return 'pattern';
  return null;
}

/** Every field's problem (only the fields that have one), in the form's order. */
export function profileFieldProblems(
  rules: ProfileFieldRules | null | undefined,
  values: ProfileFieldValues,
  fields: readonly ProfileField[] = PROFILE_FIELDS,
  options: FieldCheckOptions = {},
): Partial<Record<ProfileField, ProfileFieldProblem>> {
  const problems: Partial<Record<ProfileField, ProfileFieldProblem>> = {};
  for (const field of fields) {
    const problem = fieldProblem(rules, field, values[field], options);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The phone's text for the rules: code and number, spaces and dashes left out. */
export const phoneText = (phone: { phoneCode: string; phoneNumber: string } | null | undefined): string =>
  phone && phone.phoneNumber.trim() ? `${phone.phoneCode}${phone.phoneNumber}`.replace(/[\s\-().]/g, '') : '';

/** The birth date's text for the rules ('YYYY-MM-DD'), '' when none. */
export const birthDateText = (date: { year: number; month: number; day: number } | null | undefined): string =>
  date ? `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}` : '';
