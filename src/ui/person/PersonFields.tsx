import './PersonFields.css';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { isFieldMandatory, isFieldVisible, type ProfileField, type ProfileFieldRules } from '#kernel/lib/validators';
import { SelectField } from '#ui/SelectField';
import { TextField } from '#ui/TextField';
import type { PersonErrors, PersonValues } from './personValues';

/** Birth years: the last 102 years (spec part 3 §5), newest first. */
const birthYears = (now: Date) => Array.from({ length: 103 }, (_, i) => String(now.getFullYear() - i));

export interface PersonFieldsProps {
  values: PersonValues;
  errors: PersonErrors;
  rules: ProfileFieldRules;
  /** The fields this form has (the register form has all, the personal data no e-mail). */
  fields: readonly ProfileField[];
  onChange(change: Partial<PersonValues>): void;
  /** The document was set once and is only shown. */
  documentLocked?: boolean;
  /** The e-mail cannot be changed here. */
  emailLocked?: boolean;
}

/** The personal fields a country shows, marked optional where it does not ask for them. */
export function PersonFields({ values, errors, rules, fields, onChange, documentLocked, emailLocked }: PersonFieldsProps) {
  const { t, i18n } = useLingui();
  const shown = (field: ProfileField) => fields.includes(field) && isFieldVisible(rules, field);
  const error = (field: ProfileField) => (errors[field] ? i18n._(errors[field] as MessageDescriptor) : undefined);
  const label = (field: ProfileField, text: ReactNode) =>
    isFieldMandatory(rules, field) ? (
      text
    ) : (
      <>
        {text} <span className="muted">{t`(opcional)`}</span>
      </>
    );
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: new Intl.DateTimeFormat(i18n.locale, { month: 'long' }).format(new Date(2000, i, 1)),
  }));
  return (
    <>
      {shown('first_name') ? (
        <TextField
          name="first_name"
          label={label('first_name', <Trans>Nombre</Trans>)}
          autoComplete="given-name"
          value={values.first_name}
          onChange={(e) => onChange({ first_name: e.target.value })}
          error={error('first_name')}
        />
      ) : null}
      {shown('last_name') ? (
        <TextField
          name="last_name"
          label={label('last_name', <Trans>Apellido</Trans>)}
          autoComplete="family-name"
          value={values.last_name}
          onChange={(e) => onChange({ last_name: e.target.value })}
          error={error('last_name')}
        />
      ) : null}
      {shown('email') ? (
        <TextField
          name="email"
          label={label('email', <Trans>Correo electrónico</Trans>)}
          type="email"
          inputMode="email"
          autoCapitalize="off"
          autoComplete="email"
          readOnly={emailLocked}
          value={values.email}
          onChange={(e) => onChange({ email: e.target.value })}
          error={error('email')}
        />
      ) : null}
      {shown('phone') ? (
        <div className="person-fields__row">
          <TextField
            name="phoneCode"
            className="person-fields__code"
            label={<Trans>Código</Trans>}
            inputMode="tel"
            autoComplete="tel-country-code"
            value={values.phoneCode}
            onChange={(e) => onChange({ phoneCode: e.target.value })}
          />
          <TextField
            name="phone"
            label={label('phone', <Trans>Teléfono</Trans>)}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={values.phoneNumber}
            onChange={(e) => onChange({ phoneNumber: e.target.value })}
            error={error('phone')}
          />
        </div>
      ) : null}
      {shown('foid') ? (
        <>
          <SelectField
            name="foidType"
            label={<Trans>Tipo de documento</Trans>}
            disabled={documentLocked}
            options={[
              { value: 'NI', label: t`Documento nacional` },
              { value: 'PP', label: t`Pasaporte` },
            ]}
            value={values.foidType}
            onChange={(e) => onChange({ foidType: e.target.value })}
          />
          <TextField
            name="foid"
            label={label('foid', <Trans>Documento de identidad</Trans>)}
            autoCapitalize="characters"
            readOnly={documentLocked}
            hint={documentLocked ? <Trans>El documento se registra una sola vez.</Trans> : undefined}
            value={values.foidNumber}
            onChange={(e) => onChange({ foidNumber: e.target.value })}
            error={error('foid')}
          />
        </>
      ) : null}
      {shown('birth_date') ? (
        <fieldset className="person-fields__group">
          <legend className="field__label">{label('birth_date', <Trans>Fecha de nacimiento</Trans>)}</legend>
          <div className="person-fields__row person-fields__row--date">
            <SelectField
              name="birth_date"
              label={<Trans>Día</Trans>}
              options={[
                { value: '', label: '—' },
                ...Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
              ]}
              value={values.birthDay}
              onChange={(e) => onChange({ birthDay: e.target.value })}
            />
            <SelectField
              name="birthMonth"
              label={<Trans>Mes</Trans>}
              options={[{ value: '', label: '—' }, ...months]}
              value={values.birthMonth}
              onChange={(e) => onChange({ birthMonth: e.target.value })}
            />
            <SelectField
              name="birthYear"
              label={<Trans>Año</Trans>}
              options={[{ value: '', label: '—' }, ...birthYears(new Date()).map((y) => ({ value: y, label: y }))]}
              value={values.birthYear}
              onChange={(e) => onChange({ birthYear: e.target.value })}
            />
          </div>
          {error('birth_date') ? <p className="field__error">{error('birth_date')}</p> : null}
        </fieldset>
      ) : null}
      {shown('gender') ? (
        <SelectField
          name="gender"
          label={label('gender', <Trans>Género</Trans>)}
          options={[
            { value: '', label: '—' },
            { value: 'F', label: t`Femenino` },
            { value: 'M', label: t`Masculino` },
            { value: 'O', label: t`Otro` },
          ]}
          value={values.gender}
          onChange={(e) => onChange({ gender: e.target.value })}
        />
      ) : null}
      {shown('gender') && error('gender') ? <p className="field__error">{error('gender')}</p> : null}
    </>
  );
}
