import { useParams } from 'react-router';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useSession } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { MatchSummary } from './MatchSummary';
import { PositionList } from './PositionList';
import { useOpenMatch } from './useOpenMatch';

/**
 * /open_match/join/:uuid (spec part 2 §2 "Open match"): the match's players by position and its
 * categories, times in its timezone; the player picks a free position and joins, or leaves after a
 * warning (the host's says the match is cancelled). Cancelled, not joinable, full and not found are
 * notices; the cancelled one leads to the search.
 */
export default function OpenMatchPage() {
  const { uuid } = useParams();
  // The route needs a login; the flow starts once the session knows who joins.
  const userId = useSession(sessionSelectors.userId);
  return userId === null ? <Spinner size="large" /> : <OpenMatch key={`${uuid ?? ''}:${userId}`} uuid={uuid} userId={userId} />;
}

function OpenMatch({ uuid, userId }: { uuid: string | undefined; userId: number }) {
  const { i18n } = useLingui();
  const flow = useOpenMatch(uuid, userId);
  const { match, notice, failure } = flow;
  const yourPosition = match?.userPosition ?? 0;
  return (
    <Screen narrow>
      <section className="card stack" aria-labelledby="open-match-title" data-testid="open-match">
        <h2 id="open-match-title">
          <Trans>Partido abierto</Trans>
        </h2>
        {flow.busy && !match ? (
          <div role="status" aria-live="polite">
            <Spinner size="large" decorative />
            <p>
              <Trans>Cargando el partido…</Trans>
            </p>
          </div>
        ) : null}

        {notice ? (
          <>
            <Notice kind={notice.kind === 'notFound' ? 'error' : 'warning'} title={i18n._(notice.title)}>
              <p data-notice={notice.kind}>{i18n._(notice.message)}</p>
            </Notice>
            <Button block variant={notice.kind === 'cancelled' ? 'primary' : 'secondary'} onClick={flow.toSearch}>
              <Trans>Buscar dónde jugar</Trans>
            </Button>
          </>
        ) : null}

        {failure ? (
          <Notice kind="error" title={i18n._(failure.title)}>
            <p data-code={failure.code}>{i18n._(failure.message)}</p>
            <Button variant="secondary" onClick={flow.reload}>
              <Trans>Volver a cargar el partido</Trans>
            </Button>
          </Notice>
        ) : null}

        {flow.leftMessage ? (
          <Notice kind="success" title={i18n._(flow.leftMessage.title)}>
            <p>{i18n._(flow.leftMessage.message)}</p>
          </Notice>
        ) : null}

        {flow.joined ? (
          <Notice kind="success" title={<Trans>Estás en el partido</Trans>}>
            <p>
              <Trans>Juegas en la posición {yourPosition}.</Trans>
            </p>
          </Notice>
        ) : null}

        {match && notice?.kind !== 'notFound' ? (
          <>
            <MatchSummary match={match} />
            <h3 id="open-match-positions">
              <Trans>Jugadores por posición</Trans>
            </h3>
            <PositionList match={match} choosable={flow.choosable} chosen={flow.chosen} onChoose={flow.choose} />
          </>
        ) : null}

        {flow.choosable.length ? (
          <Button block disabled={!flow.canJoin} busy={flow.sending} onClick={flow.join}>
            <Trans>Unirme al partido</Trans>
          </Button>
        ) : null}
        {flow.sending && !flow.choosable.length ? <Spinner decorative /> : null}
        {flow.canLeave ? (
          <Button block variant="danger" onClick={flow.leave}>
            <Trans>Salir del partido</Trans>
          </Button>
        ) : null}
      </section>

      <Modal
        open={flow.leaveWarning !== null}
        title={flow.leaveWarning ? i18n._(flow.leaveWarning.title) : ''}
        onClose={flow.cancelLeave}
        footer={
          <>
            <Button variant="secondary" onClick={flow.cancelLeave}>
              <Trans>Quedarme</Trans>
            </Button>
            <Button variant="danger" onClick={flow.confirmLeave}>
              <Trans>Sí, salir</Trans>
            </Button>
          </>
        }
      >
        <p>{flow.leaveWarning ? i18n._(flow.leaveWarning.message) : null}</p>
      </Modal>
    </Screen>
  );
}
