import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD_MIN_LENGTH } from '#kernel/contract/accountEntry';
import { isValidEmail } from '#kernel/lib/validators';

// Spec part 3 §5 "Password and profile forms require the form valid": checked before anything is sent.

export interface PasswordChangeValues {
  current_password: string;
  password: string;
  repeat_password: string;
}
export type FieldErrors<V> = Partial<Record<keyof V, MessageDescriptor>>;

export function validatePasswordChange(values: PasswordChangeValues): FieldErrors<PasswordChangeValues> {
  const errors: FieldErrors<PasswordChangeValues> = {};
  if (!values.current_password) errors.current_password = msg`Ingresa tu contraseña actual.`;
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = msg`La contraseña debe tener al menos 8 caracteres.`;
  else if (values.password === values.current_password) errors.password = msg`La nueva contraseña debe ser distinta de la actual.`;
  if (!values.repeat_password) errors.repeat_password = msg`Repite tu contraseña.`;
  else if (values.repeat_password !== values.password) errors.repeat_password = msg`Las contraseñas no coinciden.`;
  return errors;
}

export interface EmailChangeValues {
  email: string;
  password: string;
}

/** `current`: the account's address (changing to it is pointless). */
export function validateEmailChange(values: EmailChangeValues, current: string | null): FieldErrors<EmailChangeValues> {
  const errors: FieldErrors<EmailChangeValues> = {};
  const email = values.email.trim().toLowerCase();
  if (!email) errors.email = msg`Ingresa tu nuevo correo.`;
  else if (!isValidEmail(email)) errors.email = msg`Ingresa un correo válido, como nombre@ejemplo.com.`;
  else if (current && email === current.toLowerCase()) errors.email = msg`Ese ya es tu correo.`;
  if (!values.password) errors.password = msg`Ingresa tu contraseña.`;
  return errors;
}

/** The first field with an error, in the form's order. */
export function firstInvalid<V>(errors: FieldErrors<V>, order: ReadonlyArray<keyof V>): keyof V | null {
  return order.find((name) => errors[name]) ?? null;
}
