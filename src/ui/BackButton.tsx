import { useLingui } from '@lingui/react/macro';
import { IconButton } from './IconButton';

/** The back arrow of a screen's header. */
export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useLingui();
  return (
    <IconButton label={t`Volver`} onClick={onClick}>
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M15 18l-6-6 6-6" />
      </svg>
    </IconButton>
  );
}
