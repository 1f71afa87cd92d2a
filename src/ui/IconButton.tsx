import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './IconButton.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The accessible name (also the tooltip): icon buttons have no visible text. */
  label: string;
  children: ReactNode;
}

export function IconButton({ label, children, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button {...rest} type={type} className={['icon-btn', className ?? ''].filter(Boolean).join(' ')} aria-label={label} title={label}>
      {children}
    </button>
  );
}
