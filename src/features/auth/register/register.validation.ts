import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isValidEmail } from '#kernel/lib/validators';

export interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  repeat_password: string;
}

export type RegisterFieldErrors = Partial<Record<keyof RegisterValues, MessageDescriptor>>;
export type PasswordErrors = Partial<Record<'password' | 'repeat_password', MessageDescriptor>>;

/** The contract's minimum (kernel/contract/accountEntry.ts). */
export const PASSWORD_MIN_LENGTH = 8;
const NAME_MAX_LENGTH = 100;

/** Field order, for focusing the first invalid one. */
export const REGISTER_FIELDS: readonly (keyof RegisterValues)[] = ['first_name', 'last_name', 'email', 'password', 'repeat_password'];

/** The new password and its repetition. */
export function validatePasswords(values: { password: string; repeat_password: string }): PasswordErrors {
  const errors: PasswordErrors = {};
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = msg`La contraseña debe tener al menos 8 caracteres.`;
  if (!values.repeat_password) errors.repeat_password = msg`Repite tu contraseña.`;
  else if (values.repeat_password !== values.password) errors.repeat_password = msg`Las contraseñas no coinciden.`;
  return errors;
}

/** The fields every country asks for (names, e-mail, passwords); the country's settings add the rest. */
export function validateRegistration(values: RegisterValues): RegisterFieldErrors {
  const errors: RegisterFieldErrors = {};
  if (!values.first_name.trim()) errors.first_name = msg`Ingresa tu nombre.`;
  else if (values.first_name.trim().length > NAME_MAX_LENGTH) errors.first_name = msg`El nombre es demasiado largo.`;
  if (!values.last_name.trim()) errors.last_name = msg`Ingresa tu apellido.`;
  else if (values.last_name.trim().length > NAME_MAX_LENGTH) errors.last_name = msg`El apellido es demasiado largo.`;
  if (!values.email.trim()) errors.email = msg`Ingresa tu correo.`;
  else if (!isValidEmail(values.email)) errors.email = msg`Ingresa un correo válido, como nombre@ejemplo.com.`;
  return { ...errors, ...validatePasswords(values) };
}
