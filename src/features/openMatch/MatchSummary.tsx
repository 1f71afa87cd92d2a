import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { OpenMatchDto } from '#kernel/contract/booking';
import { Badge } from '#ui/Badge';
import { matchTimes } from './matchTime';

/** Where and when a match is played (in its own timezone) and which categories it admits. */
export function MatchSummary({ match }: { match: OpenMatchDto }) {
  const { i18n } = useLingui();
  const times = matchTimes(match, i18n.locale);
  return (
    <div className="stack" data-testid="match-summary">
      <p>
        <strong>{match.club_name}</strong> · {match.sport_name}
        {match.court_name ? ` · ${match.court_name}` : null}
      </p>
      {times ? (
        <p data-testid="match-when">
          <span data-testid="match-date">{times.date}</span> ·{' '}
          <span data-testid="match-time">
            {times.start} – {times.end}
          </span>
        </p>
      ) : null}
      {match.categories.length ? (
        <p data-testid="match-categories">
          <Trans>Categorías:</Trans>{' '}
          {match.categories.map((c) => (
            <Badge key={c.category_id} kind="brand">
              {c.category_name}
            </Badge>
          ))}
        </p>
      ) : null}
    </div>
  );
}
