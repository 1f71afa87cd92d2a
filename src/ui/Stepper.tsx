import type { ReactNode } from 'react';
import './Stepper.css';

export interface StepperProps {
  /** What is counted (its accessible name). */
  label: string;
  value: number;
  onIncrement: () => void;
  onDecrement: () => void;
  canIncrement: boolean;
  canDecrement: boolean;
  decrementLabel: string;
  incrementLabel: string;
  busy?: boolean;
  children?: ReactNode;
}

/** A counter with − and + (ancillaries): the buttons stop at the limits the flow allows. */
export function Stepper({
  label,
  value,
  onIncrement,
  onDecrement,
  canIncrement,
  canDecrement,
  decrementLabel,
  incrementLabel,
  busy,
}: StepperProps) {
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button type="button" className="stepper__btn" aria-label={decrementLabel} disabled={!canDecrement || busy} onClick={onDecrement}>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M5 12h14" />
        </svg>
      </button>
      <output className="stepper__value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="stepper__btn" aria-label={incrementLabel} disabled={!canIncrement || busy} onClick={onIncrement}>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M12 5v14M5 12h14" />
        </svg>
      </button>
    </div>
  );
}
