import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import './SlotCard.css';

export interface SlotCardProps {
  /** The start time, big. */
  time: ReactNode;
  /** The end time or the duration. */
  detail?: ReactNode;
  price?: ReactNode;
  /** Read after the visible text, not shown (the court: '19:00, hasta 20:00, $26.000, Cancha 1'). */
  context?: string;
  onSelect: () => void;
  disabled?: boolean;
  /** This slot is being held right now. */
  busy?: boolean;
  /** The searched hour (highlighted). */
  highlight?: boolean;
}

const Pause = () => <span className="visually-hidden">, </span>;

/** A bookable slot: one big button with its time, end and price; its name is what it shows. */
export function SlotCard({ time, detail, price, context, onSelect, disabled, busy, highlight }: SlotCardProps) {
  const classes = ['slot-card', highlight ? 'slot-card--highlight' : '', busy ? 'slot-card--busy' : ''].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} disabled={disabled || busy} aria-busy={busy || undefined} onClick={onSelect}>
      <span className="slot-card__time">{time}</span>
      {detail ? (
        <>
          <Pause />
          <span className="slot-card__detail">{detail}</span>
        </>
      ) : null}
      {price ? (
        <>
          <Pause />
          <span className="slot-card__price">{price}</span>
        </>
      ) : null}
      {context ? <span className="visually-hidden">, {context}</span> : null}
      {busy ? <Spinner size="small" decorative /> : null}
    </button>
  );
}
