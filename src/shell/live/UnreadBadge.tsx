import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { liveStore } from './liveStore';
import './UnreadBadge.css';

/** The unread notifications count on the profile tab; nothing while there are none or it is unknown. */
export function UnreadBadge() {
  const { t } = useLingui();
  const count = useSyncExternalStore(liveStore.subscribe, liveStore.unread, () => null);
  if (!count) return null;
  const shown = count > 99 ? '99+' : String(count);
  return (
    <span className="unread-badge" data-testid="unread-badge" aria-label={t`${count} notificaciones sin leer`}>
      {shown}
    </span>
  );
}
