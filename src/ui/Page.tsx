import type { ReactNode } from 'react';
import { Header, type HeaderProps } from './Header';
import './Page.css';

export interface PageProps extends HeaderProps {
  children: ReactNode;
  /** Narrow centred column for forms (login, register). */
  narrow?: boolean;
}

/** A screen: its header (title, back, actions) and the main landmark with the content. */
export function Page({ children, narrow, ...header }: PageProps) {
  return (
    <>
      <Header {...header} narrow={narrow} />
      <main id="main" className={['page', narrow ? 'page--narrow' : ''].filter(Boolean).join(' ')} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
