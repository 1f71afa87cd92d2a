import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  error?: ReactNode;
}

/** A checkbox whose whole row is the tap target. */
export function Checkbox({ label, error, className, ...input }: CheckboxProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['checkbox', error ? 'checkbox--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <input
        {...input}
        id={id}
        type="checkbox"
        className="checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
      <label htmlFor={id} className="checkbox__label">
        {label}
      </label>
      {error ? (
        <p className="checkbox__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
