import type { ReactNode } from 'react';
import './Notice.css';

export type NoticeKind = 'info' | 'error' | 'success' | 'warning';

/** An inline message box. Errors are announced at once (role alert), the rest politely. */
export function Notice({ kind = 'info', title, children }: { kind?: NoticeKind; title?: ReactNode; children?: ReactNode }) {
  return (
    <div className={`notice notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {title ? <p className="notice__title">{title}</p> : null}
      {children ? <div className="notice__body">{children}</div> : null}
    </div>
  );
}
