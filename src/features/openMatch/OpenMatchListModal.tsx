import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { openMatchListSelectors as sel, type OpenMatchListMachine } from '#machines/openMatchList';
import { Badge } from '#ui/Badge';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Modal } from '#ui/Modal';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { MatchSummary } from './MatchSummary';
import './OpenMatchList.css';

/**
 * The open-match list modal (spec part 2 §2 "Modals: open-match list"): a club's upcoming open matches,
 * each with its free places and, when it takes the player, the way to its join page (where the
 * position is chosen); full ones, the player's own and those not for them say so.
 */
export function OpenMatchListModal({ actor }: { actor: ActorRefFrom<OpenMatchListMachine> }) {
  const { i18n } = useLingui();
  const loading = useSelector(actor, sel.isLoading);
  const failure = useSelector(actor, sel.failure);
  const rows = useSelector(actor, sel.rows);
  const empty = useSelector(actor, sel.isEmpty);
  const close = () => actor.send({ type: 'list.close' });
  return (
    <Modal
      open
      title={<Trans>Partidos abiertos</Trans>}
      onClose={close}
      footer={
        <Button block variant="secondary" onClick={close}>
          <Trans>Cerrar</Trans>
        </Button>
      }
    >
      <div className="stack" data-testid="open-match-list">
        {loading ? (
          <div role="status">
            <Spinner decorative />
            <Trans>Buscando partidos abiertos…</Trans>
          </div>
        ) : null}
        {failure ? (
          <Notice kind="error">
            <p>{i18n._(failure)}</p>
            <Button variant="secondary" onClick={() => actor.send({ type: 'list.retry' })}>
              <Trans>Reintentar</Trans>
            </Button>
          </Notice>
        ) : null}
        {empty ? (
          <EmptyState title={<Trans>No hay partidos abiertos</Trans>}>
            <Trans>Cuando alguien abra un partido en este club, aparecerá aquí.</Trans>
          </EmptyState>
        ) : null}
        <ul className="stack open-match-list">
          {rows.map(({ match, state, free, host }) => (
            <li key={match.id} className="card stack" data-testid="open-match-row" data-state={state}>
              <MatchSummary match={match} />
              <p>
                <Plural value={free} one="# lugar libre" other="# lugares libres" />
                {host ? (
                  <>
                    {' · '}
                    <Trans>Organiza {`${host.first_name} ${host.last_name}`.trim()}</Trans>
                  </>
                ) : null}
              </p>
              {state === 'joinable' ? (
                <Button onClick={() => actor.send({ type: 'list.join', uuid: match.uuid })}>
                  <Trans>Unirme</Trans>
                </Button>
              ) : (
                <p>
                  <Badge kind={state === 'joined' ? 'success' : 'neutral'}>
                    {state === 'joined' ? (
                      <Trans>Ya juegas en este partido</Trans>
                    ) : state === 'full' ? (
                      <Trans>Completo</Trans>
                    ) : (
                      <Trans>No es de tu categoría</Trans>
                    )}
                  </Badge>
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
