import type { ReactNode } from 'react';
import './Paginator.css';

export interface PaginatorProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Labels (translated by the caller). */
  label: string;
  previousLabel: ReactNode;
  nextLabel: ReactNode;
  status: ReactNode;
  busy?: boolean;
}

/** Previous / next page with where you are: big buttons, a navigation landmark. */
export function Paginator({ page, pageCount, onPage, label, previousLabel, nextLabel, status, busy }: PaginatorProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="paginator" aria-label={label}>
      <button type="button" className="btn btn--secondary paginator__btn" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span>
        <span>{previousLabel}</span>
      </button>
      <span className="paginator__status" aria-live="polite">
        {status}
      </span>
      <button
        type="button"
        className="btn btn--secondary paginator__btn"
        disabled={page >= pageCount || busy}
        onClick={() => onPage(page + 1)}
      >
        <span>{nextLabel}</span>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
