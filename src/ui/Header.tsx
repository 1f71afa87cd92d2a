import type { ReactNode } from 'react';
import './Header.css';

export interface HeaderProps {
  title: ReactNode;
  /** The back control, when the screen shows one. */
  back?: ReactNode;
  /** Controls at the end of the bar (language, account...). */
  actions?: ReactNode;
  /** A brand bar above the title (logo, name). */
  brand?: ReactNode;
  /** Align the bar with a narrow page column (forms). */
  narrow?: boolean;
}

export function Header({ title, back, actions, brand, narrow }: HeaderProps) {
  return (
    <header className={brand ? 'header header--branded' : 'header'}>
      {brand ? (
        <div className="header__brand">
          <div className="header__brand-inner">{brand}</div>
        </div>
      ) : null}
      <div className={narrow ? 'header__bar header__bar--narrow' : 'header__bar'}>
        {back ? <div className="header__back">{back}</div> : null}
        <h1 className="header__title">{title}</h1>
        {actions ? <div className="header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
