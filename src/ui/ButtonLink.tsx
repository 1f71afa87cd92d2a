import { Link, type LinkProps } from 'react-router';
import type { ButtonVariant } from './Button';
import './Button.css';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  block?: boolean;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant = 'primary', block, className, children, ...rest }: ButtonLinkProps) {
  const classes = ['btn', `btn--${variant}`, block ? 'btn--block' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Link {...rest} className={classes}>
      <span>{children}</span>
    </Link>
  );
}
