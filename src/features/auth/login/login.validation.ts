import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isValidEmail } from '#kernel/lib/validators';

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginFieldErrors = Partial<Record<keyof LoginValues, MessageDescriptor>>;

/** Spec part 3 §5: the login form must be valid before it is sent. */
export function validateLogin(values: LoginValues): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!values.email.trim()) errors.email = msg`Ingresa tu correo.`;
  else if (!isValidEmail(values.email)) errors.email = msg`Ingresa un correo válido, como nombre@ejemplo.com.`;
  if (!values.password) errors.password = msg`Ingresa tu contraseña.`;
  return errors;
}
