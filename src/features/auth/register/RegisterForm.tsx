import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ProfileFieldRules } from '#kernel/lib/validators';
import type { Registration } from '#machines/register';
import { Button } from '#ui/Button';
import { PasswordField } from '#ui/PasswordField';
import { PersonFields } from '#ui/person/PersonFields';
import { birthDateOf, PERSON_FIELD_ORDER, phoneOf, validatePerson, type PersonErrors, type PersonValues } from '#ui/person/personValues';
import { validatePasswords, type PasswordErrors } from './register.validation';

export interface RegisterFormProps {
  initial: PersonValues;
  /** The field settings of the country the account is created in. */
  rules: ProfileFieldRules;
  country: string;
  submitting: boolean;
  onSubmit(registration: Registration): void;
  onEdit(): void;
}

/** Every field the country shows (spec part 3 §3 "Registration user"), checked before sending. */
export function RegisterForm({ initial, rules, country, submitting, onSubmit, onEdit }: RegisterFormProps) {
  const { i18n } = useLingui();
  const [values, setValues] = useState<PersonValues>(initial);
  const [passwords, setPasswords] = useState({ password: '', repeat_password: '' });
  const [errors, setErrors] = useState<PersonErrors>({});
  const [passwordErrors, setPasswordErrors] = useState<PasswordErrors>({});

  const change = (next: Partial<PersonValues>) => {
    setValues((v) => ({ ...v, ...next }));
    onEdit();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePerson(values, rules, country, PERSON_FIELD_ORDER);
    const foundPasswords = validatePasswords(passwords);
    setErrors(found);
    setPasswordErrors(foundPasswords);
    const firstInvalid = [
      ...PERSON_FIELD_ORDER.filter((f) => found[f]),
      ...(['password', 'repeat_password'] as const).filter((f) => foundPasswords[f]),
    ][0];
    if (firstInvalid) {
      // The fields are named after the values: the form finds the first wrong one.
      const input = event.currentTarget.elements.namedItem(firstInvalid);
      if (input instanceof HTMLInputElement || input instanceof HTMLSelectElement) input.focus();
      return;
    }
    const phone = phoneOf(values);
    const birth = birthDateOf(values);
    const foidNumber = values.foidNumber.trim();
    onSubmit({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      ...passwords,
      ...(phone ? { phone } : {}),
      // Without a number the document fields are left out (spec part 3 §5).
      ...(foidNumber ? { foid_country: values.foidCountry, foid_type: values.foidType, foid_number: foidNumber } : {}),
      ...(birth ? { birth_date: birth } : {}),
      ...(values.gender ? { gender: values.gender as 'M' | 'F' | 'O' } : {}),
    });
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <PersonFields values={values} errors={errors} rules={rules} fields={PERSON_FIELD_ORDER} onChange={change} />
      <PasswordField
        name="password"
        label={<Trans>Contraseña</Trans>}
        autoComplete="new-password"
        hint={<Trans>Al menos 8 caracteres.</Trans>}
        value={passwords.password}
        onChange={(e) => {
          setPasswords((p) => ({ ...p, password: e.target.value }));
          onEdit();
        }}
        error={passwordErrors.password ? i18n._(passwordErrors.password) : undefined}
      />
      <PasswordField
        name="repeat_password"
        label={<Trans>Repite la contraseña</Trans>}
        autoComplete="new-password"
        value={passwords.repeat_password}
        onChange={(e) => {
          setPasswords((p) => ({ ...p, repeat_password: e.target.value }));
          onEdit();
        }}
        error={passwordErrors.repeat_password ? i18n._(passwordErrors.repeat_password) : undefined}
      />
      <Button type="submit" block busy={submitting}>
        <Trans>Crear cuenta</Trans>
      </Button>
    </form>
  );
}
