import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { customerCodesSelectors as select, loadCodesErrors, type CustomerCodesMachine } from '#machines/customerCodes';
import { Button } from '#ui/Button';
import { ButtonLink } from '#ui/ButtonLink';
import { EmptyState } from '#ui/EmptyState';
import { Loader } from '#ui/Loader';
import { Notice } from '#ui/Notice';
import '../items/ProfileItems.css';

/** The player's customer codes at clubs and the retrieval by identity document, from the machine. */
export function CustomerCodesView({ actor }: { actor: ActorRefFrom<CustomerCodesMachine> }) {
  const { i18n, t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const codes = select.codes(snapshot);
  const added = select.added(snapshot);
  const retrieveError = select.retrieveError(snapshot);
  const retrieve = (
    <Button
      variant="secondary"
      busy={select.isRetrieving(snapshot)}
      disabled={!select.canRetrieve(snapshot)}
      onClick={() => actor.send({ type: 'codes.retrieve' })}
    >
      <Trans>Buscar mis códigos en los clubes</Trans>
    </Button>
  );
  return (
    <>
      {select.isLoading(snapshot) ? <Loader /> : null}
      {select.loadFailed(snapshot) ? (
        <Notice kind="error" title={i18n._(loadCodesErrors.other.title)}>
          <Button variant="secondary" onClick={() => actor.send({ type: 'codes.reload' })}>
            <Trans>Reintentar</Trans>
          </Button>
        </Notice>
      ) : null}
      {retrieveError ? (
        <Notice kind="error">
          {i18n._(retrieveError.message)}
          {select.needsDocument(snapshot) ? (
            <div className="profile-items__actions">
              <ButtonLink to="/profile/user" variant="secondary">
                <Trans>Ir a mis datos personales</Trans>
              </ButtonLink>
            </div>
          ) : null}
        </Notice>
      ) : null}
      {added !== null ? (
        <Notice kind={added > 0 ? 'success' : 'info'}>
          <Plural
            value={added}
            _0="No encontramos códigos nuevos."
            one="Encontramos # código nuevo."
            other="Encontramos # códigos nuevos."
          />
        </Notice>
      ) : null}
      {select.isEmpty(snapshot) ? (
        <EmptyState title={<Trans>No tienes códigos de cliente</Trans>} action={retrieve}>
          <Trans>Los clubes asignan códigos a sus socios. Búscalos con tu documento de identidad.</Trans>
        </EmptyState>
      ) : null}
      {codes.length > 0 && !select.isLoading(snapshot) ? (
        <>
          <ul className="profile-items" aria-label={t`Códigos de cliente`}>
            {codes.map((c) => {
              const limit = c.maxActiveBookings;
              return (
                <li key={c.id} className="profile-item">
                  <div className="profile-item__main">
                    <p className="profile-item__title">{c.name}</p>
                    <p className="profile-item__meta">{c.clubName}</p>
                  </div>
                  <span className="profile-item__meta">
                    <Trans>Hasta {limit} reservas activas</Trans>
                  </span>
                </li>
              );
            })}
          </ul>
          <div className="profile-items__actions">{retrieve}</div>
        </>
      ) : null}
    </>
  );
}
