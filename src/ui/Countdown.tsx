import type { ReactNode } from 'react';
import './Countdown.css';

export interface CountdownProps {
  /** 'hh:mm:ss' or 'mm:ss', already formatted. */
  text: string;
  /** What the time is for ('Tu horario está reservado por'). */
  label: ReactNode;
  /** Under a minute, or expired: the clock turns urgent. */
  urgent?: boolean;
  expired?: boolean;
  expiredText?: ReactNode;
}

/** The hold's clock: a timer that is not read out every second (role timer, no live region). */
export function Countdown({ text, label, urgent, expired, expiredText }: CountdownProps) {
  const classes = ['countdown', urgent ? 'countdown--urgent' : '', expired ? 'countdown--expired' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <svg
        className="countdown__icon"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <circle cx="12" cy="13" r="8" />
        <path d="M12 9v4l2.5 2.5M9 2h6" />
      </svg>
      <span className="countdown__label">{expired && expiredText ? expiredText : label}</span>
      <span className="countdown__time" role="timer" aria-live="off" data-testid="hold-countdown">
        {text}
      </span>
    </div>
  );
}
