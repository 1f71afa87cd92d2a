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
  /** Numbered buttons for the pages around the current one (spec part 2 §2 "Modals": 3 pages); its accessible name per page. */
  pageLabel?: (page: number) => string;
  /** Shown above the buttons when there are more than MANY_PAGES pages (the 'many reservations' note). */
  manyNote?: ReactNode;
}

/** Spec part 2 §9: the note shows above 5 pages. */
export const MANY_PAGES = 5;
/** Spec part 2 §9: 3 pages around the current one. */
export const AROUND = 3;

/** The AROUND page numbers centred on the current page, kept inside 1..pageCount. */
export function pagesAround(page: number, pageCount: number, around = AROUND): number[] {
  const size = Math.min(around, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
}

/** Previous / next page with where you are: big buttons, a navigation landmark. */
export function Paginator({ page, pageCount, onPage, label, previousLabel, nextLabel, status, busy, pageLabel, manyNote }: PaginatorProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="paginator" aria-label={label}>
      {manyNote && pageCount > MANY_PAGES ? (
        <p className="paginator__note" role="note">
          {manyNote}
        </p>
      ) : null}
      <button type="button" className="btn btn--secondary paginator__btn" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span>
        <span>{previousLabel}</span>
      </button>
      {pageLabel ? (
        <ul className="paginator__pages">
          {pagesAround(page, pageCount).map((n) => (
            <li key={n}>
              <button
                type="button"
                className={`btn paginator__page${n === page ? ' btn--primary' : ' btn--secondary'}`}
                aria-label={pageLabel(n)}
                aria-current={n === page ? 'page' : undefined}
                disabled={busy}
                onClick={() => n !== page && onPage(n)}
              >
                {n}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <span className={pageLabel ? 'visually-hidden' : 'paginator__status'} aria-live="polite">
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
