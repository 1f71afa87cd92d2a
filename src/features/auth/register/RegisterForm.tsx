import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button } from '#ui/Button';
import { PasswordField } from '#ui/PasswordField';
import { TextField } from '#ui/TextField';
import type { Registration } from '#machines/register';
import { REGISTER_FIELDS, validateRegistration, type RegisterFieldErrors, type RegisterValues } from './register.validation';

export interface RegisterFormProps {
  initialEmail: string;
  submitting: boolean;
  onSubmit(registration: Registration): void;
  onEdit(): void;
}

const EMPTY: RegisterValues = { first_name: '', last_name: '', email: '', password: '', repeat_password: '' };

/** First name, last name, e-mail, password and its repetition, checked before sending. */
export function RegisterForm({ initialEmail, submitting, onSubmit, onEdit }: RegisterFormProps) {
  const { i18n } = useLingui();
  const [values, setValues] = useState<RegisterValues>({ ...EMPTY, email: initialEmail });
  const [errors, setErrors] = useState<RegisterFieldErrors>({});

  const field = (name: keyof RegisterValues) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      onEdit();
    },
    error: errors[name] ? i18n._(errors[name]) : undefined,
    required: true,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    const firstInvalid = REGISTER_FIELDS.find((name) => found[name]);
    if (firstInvalid) {
      // The fields are named after the values: the form finds the first wrong one.
      const input = event.currentTarget.elements.namedItem(firstInvalid);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    onSubmit({ ...values, first_name: values.first_name.trim(), last_name: values.last_name.trim(), email: values.email.trim() });
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <TextField {...field('first_name')} label={<Trans>Nombre</Trans>} autoComplete="given-name" />
      <TextField {...field('last_name')} label={<Trans>Apellido</Trans>} autoComplete="family-name" />
      <TextField
        {...field('email')}
        label={<Trans>Correo electrónico</Trans>}
        type="email"
        inputMode="email"
        autoCapitalize="off"
        autoComplete="email"
      />
      <PasswordField
        {...field('password')}
        label={<Trans>Contraseña</Trans>}
        autoComplete="new-password"
        hint={<Trans>Al menos 8 caracteres.</Trans>}
      />
      <PasswordField {...field('repeat_password')} label={<Trans>Repite la contraseña</Trans>} autoComplete="new-password" />
      <Button type="submit" block busy={submitting}>
        <Trans>Crear cuenta</Trans>
      </Button>
    </form>
  );
}
