import type { ReactNode } from 'react';
import './StickyBar.css';

/**
 * The screen's primary action, reachable with one thumb: stuck to the bottom of the viewport on
 * phones (and tablets), a plain panel at the end of the content on wide screens.
 */
export function StickyBar({ children, summary }: { children: ReactNode; summary?: ReactNode }) {
  return (
    <div className="sticky-bar">
      <div className="sticky-bar__inner">
        {summary ? <div className="sticky-bar__summary">{summary}</div> : null}
        <div className="sticky-bar__actions">{children}</div>
      </div>
    </div>
  );
}
