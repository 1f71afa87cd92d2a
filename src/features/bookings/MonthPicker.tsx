import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '#ui/Button';
import { SelectField } from '#ui/SelectField';
import { monthName } from './format';

export interface MonthPickerProps {
  years: number[];
  value: { year: number; month: number } | null;
  onChoose(year: number, month: number): void;
  busy?: boolean;
}

/** Past lists need a year AND a month (spec part 2 §5): both chosen, then the list loads. */
export function MonthPicker({ years, value, onChoose, busy }: MonthPickerProps) {
  const { t, i18n } = useLingui();
  const [year, setYear] = useState(value ? String(value.year) : '');
  const [month, setMonth] = useState(value ? String(value.month) : '');
  const months = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName(i + 1, i18n.locale) }));
  return (
    <form
      className="bookings-month"
      onSubmit={(e) => {
        e.preventDefault();
        if (year && month) onChoose(Number(year), Number(month));
      }}
    >
      <SelectField
        label={t`Año`}
        value={year}
        onChange={(e) => setYear(e.target.value)}
        options={[{ value: '', label: t`Elige el año` }, ...years.map((y) => ({ value: String(y), label: String(y) }))]}
      />
      <SelectField
        label={t`Mes`}
        value={month}
        onChange={(e) => setMonth(e.target.value)}
        options={[{ value: '', label: t`Elige el mes` }, ...months]}
      />
      <Button type="submit" disabled={!year || !month || busy}>
        <Trans>Ver reservas</Trans>
      </Button>
    </form>
  );
}
