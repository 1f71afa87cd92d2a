import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './SegmentedControl.css';

export interface SegmentOption<V extends string | number> {
  value: V;
  label: ReactNode;
  /** A second line (a price, a count). */
  detail?: ReactNode;
  disabled?: boolean;
}

export interface SegmentedControlProps<V extends string | number> {
  /** The group's accessible name (visible label above it). */
  label: ReactNode;
  options: readonly SegmentOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** Wrap onto several lines instead of one scrolling row (many options). */
  wrap?: boolean;
  hideLabel?: boolean;
}

/**
 * One choice among a few (duration, insurance, sport): a radio group of big buttons. Arrow keys move
 * the choice, as in a native radio group; Tab leaves the group.
 */
export function SegmentedControl<V extends string | number>({
  label,
  options,
  value,
  onChange,
  wrap,
  hideLabel,
}: SegmentedControlProps<V>) {
  const labelId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = options.map((o, i) => (o.disabled ? -1 : i)).filter((i) => i >= 0);
  const selectedIndex = options.findIndex((o) => o.value === value);
  const focusIndex = selectedIndex >= 0 ? selectedIndex : (enabled[0] ?? 0);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!step || enabled.length === 0) return;
    event.preventDefault();
    const at = enabled.indexOf(index);
    const next = enabled[(at + step + enabled.length) % enabled.length];
    refs.current[next]?.focus();
    onChange(options[next].value);
  };

  return (
    <div className="segmented">
      <span className={hideLabel ? 'visually-hidden' : 'segmented__label'} id={labelId}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className={wrap ? 'segmented__options segmented__options--wrap' : 'segmented__options'}
      >
        {options.map((option, index) => {
          const selected = option.value === value;
          return (
            <button
              key={String(option.value)}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="radio"
              aria-checked={selected}
              tabIndex={index === focusIndex ? 0 : -1}
              disabled={option.disabled}
              className={selected ? 'segment segment--selected' : 'segment'}
              onClick={() => onChange(option.value)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              <span className="segment__label">{option.label}</span>
              {option.detail ? <span className="segment__detail">{option.detail}</span> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
