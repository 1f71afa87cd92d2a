// Form validators for identity documents, phones, payment cards and e-mail (spec part 2 section 5,
// part 3 section 5). All are pure and never throw: any input that is not a string is invalid.
export { isValidRut } from './rut';
export { isValidCpf } from './cpf';
export { isValidDocument, normalizeDocument } from './document';
export { isValidPhone } from './phone';
export { isValidCardNumber, formatCardNumber } from './cardNumber';
export { isValidCvv } from './cvv';
export { isValidExpiry, formatExpiry } from './expiry';
export { isValidCardHolder } from './cardHolder';
export { isValidEmail } from './email';
export {
  PROFILE_FIELDS,
  isNationalDocument,
  type FieldCheckOptions,
  fieldProblem,
  fieldRule,
  isFieldMandatory,
  isFieldVisible,
  profileFieldProblems,
  phoneText,
  birthDateText,
  type ProfileField,
  type ProfileFieldRule,
  type ProfileFieldRules,
  type ProfileFieldValues,
  type ProfileFieldProblem,
} from './profileFields';
