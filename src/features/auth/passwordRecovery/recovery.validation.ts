import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isValidDocument, isValidEmail } from '#kernel/lib/validators';
import { PASSWORD_MIN_LENGTH } from '../register/register.validation';

// Spec part 3 §5: "Login and password-recovery forms must be valid" before they are sent.

export function validateRecoveryEmail(email: string): MessageDescriptor | null {
  if (!email.trim()) return msg`Ingresa tu correo.`;
  if (!isValidEmail(email)) return msg`Ingresa un correo válido, como nombre@ejemplo.com.`;
  return null;
}

/** The document against its country's rule (kernel validators), the national identity type. */
export function validateRecoveryDocument(country: string, number: string): MessageDescriptor | null {
  if (!number.trim()) return msg`Ingresa tu número de documento.`;
  if (!isValidDocument(country, 'NI', number)) return msg`El documento no es válido. Revísalo e inténtalo de nuevo.`;
  return null;
}

export interface NewPasswordValues {
  password: string;
  repeat_password: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, MessageDescriptor>>;

export function validateNewPassword(values: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = msg`La contraseña debe tener al menos 8 caracteres.`;
  if (!values.repeat_password) errors.repeat_password = msg`Repite tu contraseña.`;
  else if (values.repeat_password !== values.password) errors.repeat_password = msg`Las contraseñas no coinciden.`;
  return errors;
}
