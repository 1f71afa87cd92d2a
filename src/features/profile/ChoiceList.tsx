import type { ReactNode } from 'react';
import './ChoiceList.css';

export interface Choice {
  value: string;
  label: ReactNode;
  detail?: ReactNode;
  lang?: string;
}

/** A radio group drawn as large rows: pick one, it applies at once. */
export function ChoiceList({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: ReactNode;
  name: string;
  choices: readonly Choice[];
  value: string | null;
  onChange(value: string): void;
}) {
  return (
    <fieldset className="choice-list">
      <legend className="choice-list__legend">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="choice-list__row" lang={choice.lang}>
          <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
          <span className="choice-list__label">{choice.label}</span>
          {choice.detail ? <span className="choice-list__detail">{choice.detail}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
