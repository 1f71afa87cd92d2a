import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { addClubDays, clubNow, isClubDate, resolveTimezone, timeOptions } from '#kernel/lib/dates';
import { DateStrip, type DateStripDay } from '#ui/DateStrip';
import { SegmentedControl } from '#ui/SegmentedControl';
import { SelectField } from '#ui/SelectField';
import { dayOfMonth, daysBetween, formatDateLong, formatTime, monthShort, weekdayShort } from '../shared/format';
import { useLocale } from '#shell/i18n/useMessage';

export interface SearchValues {
  date: string;
  time: string;
  timespan: number;
}

export interface SearchFieldsProps {
  values: SearchValues;
  onChange: (change: Partial<SearchValues>) => void;
  /** The sport's bookable range ('yyyy-MM-dd'); two weeks from today when it has none. */
  minDate: string | null;
  maxDate: string | null;
  timespans: readonly number[];
  timezone: string;
  /** The sport's search time is fixed here (fixed_search_time): no time picker. */
  fixedTime?: boolean;
}

/** Day, time (half-hour steps 08:00–23:00) and duration: the search's three choices. */
export function SearchFields({ values, onChange, minDate, maxDate, timespans, timezone, fixedTime }: SearchFieldsProps) {
  const { t } = useLingui();
  const locale = useLocale();
  // The clock is read once when the form appears (rendering stays pure).
  const [openedAt] = useState(() => new Date());
  const today = clubNow(resolveTimezone(timezone), openedAt).date;
  const tomorrow = addClubDays(today, 1);
  // The sport's date window bounds the strip; a bound that is not a calendar date is ignored.
  const from = isClubDate(minDate) && minDate > today ? minDate : today;
  const to = isClubDate(maxDate) ? maxDate : addClubDays(from, 13);
  const days: DateStripDay[] = daysBetween(from, to).map((date) => ({
    value: date,
    top: date === today ? t`Hoy` : date === tomorrow ? t`Mañana` : weekdayShort(date, locale),
    main: dayOfMonth(date),
    bottom: monthShort(date, locale),
    label:
      date === today
        ? t`Hoy, ${formatDateLong(date, locale)}`
        : date === tomorrow
          ? t`Mañana, ${formatDateLong(date, locale)}`
          : formatDateLong(date, locale),
  }));
  const times = timeOptions().map((time) => ({ value: time, label: formatTime(time, locale) }));
  const durations = (timespans.length ? timespans : [values.timespan]).map((minutes) => ({ value: minutes, label: t`${minutes} min` }));

  return (
    <div className="search-fields">
      <DateStrip label={t`Día`} days={days} value={values.date} onChange={(date) => onChange({ date })} />
      <div className="search-fields__row">
        {fixedTime ? null : (
          <SelectField
            label={t`Hora`}
            name="time"
            options={times}
            value={values.time}
            onChange={(e) => onChange({ time: e.target.value })}
          />
        )}
        <SegmentedControl
          label={t`Duración`}
          options={durations}
          value={values.timespan}
          onChange={(timespan) => onChange({ timespan })}
          wrap
        />
      </div>
    </div>
  );
}
