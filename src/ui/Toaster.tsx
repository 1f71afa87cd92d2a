import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { toasts as defaultStore, type ToastStore } from './toastStore';
import { IconButton } from './IconButton';
import './Toaster.css';

/** Renders the toasts at the bottom centre; a polite live region announces them. */
export function Toaster({ store = defaultStore }: { store?: ToastStore }) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <div className="toaster" role="status" aria-live="polite">
      {items.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          <p className="toast__text">{typeof toast.message === 'string' ? toast.message : i18n._(toast.message)}</p>
          <IconButton label={t`Cerrar`} className="toast__close" onClick={() => store.dismiss(toast.id)}>
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </IconButton>
        </div>
      ))}
    </div>
  );
}
