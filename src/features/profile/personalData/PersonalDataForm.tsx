import { useState, type FormEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import type { User } from '#kernel/contract/account';
import type { ProfileField, ProfileFieldRules } from '#kernel/lib/validators';
import type { DocumentInput, UserChanges } from '#machines/personalData';
import { Button } from '#ui/Button';
import { PersonFields } from '#ui/person/PersonFields';
import { birthDateOf, emptyPerson, phoneOf, validatePerson, type PersonErrors, type PersonValues } from '#ui/person/personValues';
import { applyUserData } from '#ui/person/userValues';

/** The fields of this form: everything of the person but the e-mail (it has its own page). */
const FIELDS: readonly ProfileField[] = ['first_name', 'last_name', 'email', 'phone', 'foid', 'birth_date', 'gender'];
const CHECKED: readonly ProfileField[] = FIELDS.filter((f) => f !== 'email');

export interface PersonalDataFormProps {
  user: User;
  rules: ProfileFieldRules;
  phoneCode: string;
  documentLocked: boolean;
  saving: boolean;
  onSave(changes: UserChanges, document: DocumentInput | null): void;
  onEdit(): void;
}

/** The personal data, checked with the settings of the account's country before it is saved. */
export function PersonalDataForm({ user, rules, phoneCode, documentLocked, saving, onSave, onEdit }: PersonalDataFormProps) {
  const [values, setValues] = useState<PersonValues>(() => applyUserData(emptyPerson(user.country_code, phoneCode), user));
  const [errors, setErrors] = useState<PersonErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePerson(values, rules, user.country_code, documentLocked ? CHECKED.filter((f) => f !== 'foid') : CHECKED);
    setErrors(found);
    const firstInvalid = CHECKED.find((f) => found[f]);
    if (firstInvalid) {
      const input = event.currentTarget.elements.namedItem(firstInvalid);
      if (input instanceof HTMLInputElement || input instanceof HTMLSelectElement) input.focus();
      return;
    }
    const foidNumber = values.foidNumber.trim();
    onSave(
      {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        phone: phoneOf(values),
        birth_date: birthDateOf(values),
        gender: values.gender ? (values.gender as 'M' | 'F' | 'O') : null,
      },
      !documentLocked && foidNumber ? { foidCountry: values.foidCountry, foidType: values.foidType, foidNumber } : null,
    );
  };

  return (
    <form className="personal-data__form" noValidate onSubmit={submit}>
      <PersonFields
        values={values}
        errors={errors}
        rules={rules}
        fields={FIELDS}
        emailLocked
        documentLocked={documentLocked}
        onChange={(change) => {
          setValues((v) => ({ ...v, ...change }));
          onEdit();
        }}
      />
      <Button type="submit" block busy={saving}>
        <Trans>Guardar cambios</Trans>
      </Button>
    </form>
  );
}
