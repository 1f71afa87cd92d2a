import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './DateStrip.css';

export interface DateStripDay {
  /** 'yyyy-MM-dd'. */
  value: string;
  /** Small line on top ('Hoy', 'lun'). */
  top: ReactNode;
  /** The big line (the day of the month). */
  main: ReactNode;
  /** Small line under it (the month). */
  bottom?: ReactNode;
  /** The full date for assistive technology ('lunes, 24 de noviembre'). */
  label: string;
}

export interface DateStripProps {
  label: ReactNode;
  days: readonly DateStripDay[];
  value: string | null;
  onChange: (value: string) => void;
}

/**
 * The days that can be booked, as one scrolling row of big chips (a radio group: arrow keys, Home,
 * End). The chosen day scrolls into view.
 */
export function DateStrip({ label, days, value, onChange }: DateStripProps) {
  const labelId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  // A value outside the days (a deep link's date out of range) checks none; the first day takes the focus.
  const selected = days.some((d) => d.value === value) ? value : null;
  const focusable = selected ?? days[0]?.value ?? null;

  useEffect(() => {
    if (!selected) return;
    refs.current.get(selected)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next = -1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = Math.min(days.length - 1, index + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = Math.max(0, index - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = days.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const day = days[next];
    refs.current.get(day.value)?.focus();
    onChange(day.value);
  };

  return (
    <div className="date-strip">
      <span className="date-strip__label" id={labelId}>
        {label}
      </span>
      <div className="date-strip__days" role="radiogroup" aria-labelledby={labelId}>
        {days.map((day, index) => {
          const isSelected = day.value === selected;
          return (
            <button
              key={day.value}
              ref={(el) => {
                if (el) refs.current.set(day.value, el);
                else refs.current.delete(day.value);
              }}
              type="button"
              role="radio"
              aria-checked={isSelected}
              aria-label={day.label}
              tabIndex={day.value === focusable ? 0 : -1}
              className={isSelected ? 'date-chip date-chip--selected' : 'date-chip'}
              onClick={() => onChange(day.value)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              <span className="date-chip__top" aria-hidden="true">
                {day.top}
              </span>
              <span className="date-chip__main" aria-hidden="true">
                {day.main}
              </span>
              {day.bottom ? (
                <span className="date-chip__bottom" aria-hidden="true">
                  {day.bottom}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
