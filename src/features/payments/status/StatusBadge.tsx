import { Spinner } from '#ui/Spinner';

export type BadgeTone = 'waiting' | 'ok' | 'error';

/** The round mark at the top of a status card: a spinner, a tick or a cross. Decorative: the text says it. */
export function StatusBadge({ tone }: { tone: BadgeTone }) {
  return (
    <div className={`pay-status__badge pay-status__badge--${tone}`} aria-hidden="true" data-tone={tone}>
      {tone === 'waiting' ? (
        <Spinner size="medium" decorative />
      ) : (
        <svg
          width="40"
          height="40"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {tone === 'ok' ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M7 7l10 10M17 7L7 17" />}
        </svg>
      )}
    </div>
  );
}
