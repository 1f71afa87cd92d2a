import type { ReactNode } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { Badge } from '#ui/Badge';
import { Spinner } from '#ui/Spinner';
import type { ClubCard } from '../api/views';
import { useSportName } from '../shared/sportNames';

/** One club of a list: the card that chooses it, and beside it what the list adds (the favourite star). */
export function ClubCardItem({
  club,
  busy,
  loading,
  onSelect,
  aside,
}: {
  club: ClubCard;
  busy: boolean;
  loading: boolean;
  onSelect: (clubId: number) => void;
  aside?: ReactNode;
}) {
  const { t } = useLingui();
  const sportName = useSportName();
  return (
    <li className={aside ? 'club-list__row club-list__row--aside' : 'club-list__row'}>
      <button type="button" className="club-item" onClick={() => onSelect(club.id)} disabled={busy} aria-busy={loading || undefined}>
        <span className="club-item__avatar" aria-hidden="true">
          {club.name.trim().charAt(0)}
        </span>
        <span className="club-item__body">
          <span className="club-item__name" lang={club.language_code}>
            {club.name}
          </span>
          {club.city || club.address ? (
            <span className="club-item__place" lang={club.language_code}>
              {[club.address, club.city].filter(Boolean).join(' · ')}
            </span>
          ) : null}
          <span className="club-item__tags">
            {club.sports?.map((sport) => (
              <Badge key={sport.code ?? sport.name}>{sportName(sport)}</Badge>
            ))}
            {club.subClubsCount ? (
              <Badge kind="brand">
                <Plural value={club.subClubsCount} one="# sede" other="# sedes" />
              </Badge>
            ) : null}
            {club.dummy ? <Badge kind="warning">{t`Próximamente`}</Badge> : null}
            {club.membersOnly ? <Badge kind="warning">{t`Solo socios`}</Badge> : null}
          </span>
        </span>
        {loading ? (
          <Spinner size="small" decorative />
        ) : (
          <svg
            className="club-item__chevron"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M9 6l6 6-6 6" />
          </svg>
        )}
      </button>
      {aside}
    </li>
  );
}
