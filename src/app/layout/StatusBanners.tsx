import { Trans } from '@lingui/react/macro';
import { sessionSelectors } from '#machines/session';
import { useSession, useSessionActor } from '#shell/runtimeContext';
import './StatusBanners.css';

/** Offline, update (reload or new app version) and e-mail change notices, above every screen. */
export function StatusBanners() {
  const session = useSessionActor();
  const offline = useSession(sessionSelectors.isOffline);
  const update = useSession(sessionSelectors.updateKind);
  const updateLink = useSession(sessionSelectors.updateLink);
  const emailChanged = useSession(sessionSelectors.emailChangeToastVisible);
  return (
    <div className="banners" role="status">
      {offline ? (
        <p className="banner banner--offline">
          <Trans>Sin conexión. Revisa tu internet; seguiremos intentando.</Trans>
        </p>
      ) : null}
      {update === 'reload' ? (
        <p className="banner banner--update">
          <span>
            <Trans>Hay una nueva versión de la aplicación.</Trans>
          </span>
          <button type="button" className="banner__action" onClick={() => session.send({ type: 'update.reload' })}>
            <Trans>Actualizar</Trans>
          </button>
        </p>
      ) : null}
      {update === 'app' ? (
        <p className="banner banner--update">
          <span>
            <Trans>Hay una nueva versión de la app disponible.</Trans>
          </span>
          {updateLink ? (
            <a className="banner__action" href={updateLink} target="_blank" rel="noreferrer">
              <Trans>Descargar</Trans>
            </a>
          ) : null}
        </p>
      ) : null}
      {emailChanged ? (
        <p className="banner banner--update">
          <Trans>Confirmamos tu nuevo correo. Cerraremos tu sesión en unos segundos para que entres con él.</Trans>
        </p>
      ) : null}
    </div>
  );
}
