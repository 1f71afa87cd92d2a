// The personal fields of the register and personal-data forms as the inputs hold them (text), how they
// become the contract's shapes, and their checks: the country's field settings (kernel
// profileFields, the same the server applies) plus the phone, document and birth date rules.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  birthDateText,
  fieldProblem,
  isNationalDocument,
  isValidDocument,
  isValidEmail,
  isValidPhone,
  type ProfileField,
  type ProfileFieldRules,
} from '#kernel/lib/validators';

export interface PersonValues {
  first_name: string;
  last_name: string;
  email: string;
  phoneCode: string;
  phoneCountry: string;
  phoneNumber: string;
  foidCountry: string;
  foidType: string;
  foidNumber: string;
  birthYear: string;
  birthMonth: string;
  birthDay: string;
  gender: string;
}

export type PersonErrors = Partial<Record<ProfileField, MessageDescriptor>>;

export const emptyPerson = (country: string, phoneCode: string): PersonValues => ({
  first_name: '',
  last_name: '',
  email: '',
  phoneCode,
  phoneCountry: country,
  phoneNumber: '',
  foidCountry: country,
  foidType: 'NI',
  foidNumber: '',
  birthYear: '',
  birthMonth: '',
  birthDay: '',
  gender: '',
});

/** The profile fields, in the order the form shows them (the first wrong one gets the focus). */
export const PERSON_FIELD_ORDER: readonly ProfileField[] = ['first_name', 'last_name', 'email', 'phone', 'foid', 'birth_date', 'gender'];

export const phoneOf = (v: PersonValues) =>
  v.phoneNumber.trim() ? { phoneCode: v.phoneCode.trim(), phoneCountry: v.phoneCountry, phoneNumber: v.phoneNumber.trim() } : null;

export const birthDateOf = (v: PersonValues) =>
  v.birthYear && v.birthMonth && v.birthDay ? { year: Number(v.birthYear), month: Number(v.birthMonth), day: Number(v.birthDay) } : null;

const isRealDate = (d: { year: number; month: number; day: number }) => {
  const date = new Date(Date.UTC(d.year, d.month - 1, d.day));
  return date.getUTCFullYear() === d.year && date.getUTCMonth() === d.month - 1 && date.getUTCDate() === d.day;
};

const MISSING: Record<ProfileField, MessageDescriptor> = {
  first_name: msg`Ingresa tu nombre.`,
  last_name: msg`Ingresa tu apellido.`,
  email: msg`Ingresa tu correo.`,
  phone: msg`Ingresa tu teléfono.`,
  foid: msg`Ingresa tu documento de identidad.`,
  birth_date: msg`Elige tu fecha de nacimiento.`,
  gender: msg`Elige tu género.`,
};

const WRONG: Record<ProfileField, MessageDescriptor> = {
  first_name: msg`Revisa tu nombre.`,
  last_name: msg`Revisa tu apellido.`,
  email: msg`Ingresa un correo válido, como nombre@ejemplo.com.`,
  phone: msg`El número de teléfono no es válido.`,
  foid: msg`El documento de identidad debe ser válido.`,
  birth_date: msg`La fecha de nacimiento no es válida.`,
  gender: msg`Elige tu género.`,
};

/**
 * The problems of the given fields under the country's settings (`country`: whose settings they
 * are), then each field's own rule: the phone per its country, the document per its country and
 * type, the birth date a real one. A field the country hides is not checked.
 */
export function validatePerson(
  values: PersonValues,
  rules: ProfileFieldRules,
  country: string,
  fields: readonly ProfileField[],
): PersonErrors {
  const phone = phoneOf(values);
  const birth = birthDateOf(values);
  const text: Record<ProfileField, string> = {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    phone: phone ? `${phone.phoneCode}${phone.phoneNumber}`.replace(/[\s\-().]/g, '') : '',
    foid: values.foidNumber,
    birth_date: birth ? birthDateText(birth) : values.birthYear || values.birthMonth || values.birthDay ? 'incomplete' : '',
    gender: values.gender,
  };
  const foreignDocument = !isNationalDocument(country, values.foidCountry, values.foidType);
  const errors: PersonErrors = {};
  for (const field of fields) {
    const problem = fieldProblem(rules, field, text[field], { foreignDocument });
    if (problem) {
      errors[field] = problem === 'missing' ? MISSING[field] : WRONG[field];
      continue;
    }
    if (!text[field].trim()) continue;
    if (field === 'email' && !isValidEmail(values.email)) errors.email = WRONG.email;
    if (field === 'phone' && phone && !isValidPhone(phone.phoneCountry, phone.phoneCode, phone.phoneNumber)) errors.phone = WRONG.phone;
    if (field === 'foid' && !isValidDocument(values.foidCountry, values.foidType, values.foidNumber)) errors.foid = WRONG.foid;
    if (field === 'birth_date' && (!birth || !isRealDate(birth))) errors.birth_date = WRONG.birth_date;
  }
  return errors;
}
