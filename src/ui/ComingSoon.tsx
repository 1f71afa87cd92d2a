import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import './ComingSoon.css';

export interface ComingSoonProps {
  /** The screen's name (already translated). */
  title: ReactNode;
  /** The way back, usually a link to the search. */
  action: ReactNode;
}

/** What a screen that a later release builds shows meanwhile. */
export function ComingSoon({ title, action }: ComingSoonProps) {
  return (
    <section className="coming-soon card" aria-labelledby="coming-soon-title">
      <div className="coming-soon__badge" aria-hidden="true">
        <svg
          width="40"
          height="40"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
      </div>
      <h2 id="coming-soon-title" className="coming-soon__title">
        <Trans>Próximamente: {title}</Trans>
      </h2>
      <p className="muted">
        <Trans>Estamos construyendo esta pantalla. Vuelve pronto: la tendremos lista muy luego.</Trans>
      </p>
      <div className="coming-soon__action">{action}</div>
    </section>
  );
}
