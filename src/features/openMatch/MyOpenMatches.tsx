import { Link } from 'react-router';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { sessionSelectors } from '#machines/session';
import { useSession } from '#shell/runtimeContext';
import { Badge } from '#ui/Badge';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Modal } from '#ui/Modal';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { MatchSummary } from './MatchSummary';
import { useMyOpenMatches } from './useMyOpenMatches';

/**
 * The matches tab of /bookings (spec part 2 §2 "Bookings list", main filter 3): the open matches the
 * player is in, each with its link and, while open, leave after a warning (the host's own, spec §6).
 * The bookings page receives it from the app; it takes no props.
 */
export function MyOpenMatches() {
  const userId = useSession(sessionSelectors.userId);
  return userId === null ? <Spinner /> : <MatchesOf key={userId} userId={userId} />;
}

function MatchesOf({ userId }: { userId: number }) {
  const { i18n } = useLingui();
  const list = useMyOpenMatches(userId);
  return (
    <section className="stack" data-testid="my-open-matches">
      {list.leftMessage ? (
        <Notice kind="success" title={i18n._(list.leftMessage.title)}>
          <p>{i18n._(list.leftMessage.message)}</p>
        </Notice>
      ) : null}
      {list.failure ? (
        <Notice kind="error" title={i18n._(list.failure.title)}>
          <p data-code={list.failure.code}>{i18n._(list.failure.message)}</p>
          <Button variant="secondary" onClick={list.reload}>
            <Trans>Reintentar</Trans>
          </Button>
        </Notice>
      ) : null}
      {list.loading ? <Spinner /> : null}
      {!list.loading && !list.failure && list.matches.length === 0 ? (
        <EmptyState title={<Trans>No tienes partidos</Trans>}>
          <Trans>Cuando te unas a un partido abierto, aparecerá aquí.</Trans>
        </EmptyState>
      ) : null}
      <ul className="stack">
        {list.matches.map((match) => (
          <li key={match.id} className="card stack" data-match={match.uuid}>
            <MatchSummary match={match} />
            <p>
              {match.userPosition === 1 ? (
                <Badge kind="brand">
                  <Trans>Organizas este partido</Trans>
                </Badge>
              ) : null}{' '}
              {match.status === 'CANCELLED' ? (
                <Badge kind="warning">
                  <Trans>Cancelado</Trans>
                </Badge>
              ) : (
                <Trans>
                  {match.players.length} de {match.players_quantity} jugadores
                </Trans>
              )}
            </p>
            <div className="stack">
              <Link to={`/open_match/join/${match.uuid}`}>
                <Trans>Ver partido</Trans>
              </Link>
              {list.canLeave(match) ? (
                <Button variant="danger" onClick={() => list.leave(match.id)}>
                  <Trans>Salir del partido</Trans>
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Modal
        open={list.leaveWarning !== null}
        title={list.leaveWarning ? i18n._(list.leaveWarning.title) : ''}
        onClose={list.cancelLeave}
        footer={
          <>
            <Button variant="secondary" onClick={list.cancelLeave}>
              <Trans>Quedarme</Trans>
            </Button>
            <Button variant="danger" busy={list.leaving} onClick={list.confirmLeave}>
              <Trans>Sí, salir</Trans>
            </Button>
          </>
        }
      >
        <p>{list.leaveWarning ? i18n._(list.leaveWarning.message) : null}</p>
      </Modal>
    </section>
  );
}
