import type { ReactNode } from 'react';
import './Badge.css';

export type BadgeKind = 'neutral' | 'brand' | 'warning' | 'success';

/** A short label on a card ('Próximamente', 'Solo socios', '3 sedes'). */
export function Badge({ kind = 'neutral', children }: { kind?: BadgeKind; children: ReactNode }) {
  return <span className={`badge badge--${kind}`}>{children}</span>;
}
