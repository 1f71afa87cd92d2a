import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { mobileSettingsSelectors as select, type MobileSettingsMachine } from '#machines/mobileSettings';
import { ButtonLink } from '#ui/ButtonLink';
import { EmptyState } from '#ui/EmptyState';
import { Loader } from '#ui/Loader';
import { Notice } from '#ui/Notice';
import '../notifications/NotificationsPage.css';

/** The device's switches (biometric access, push), or the note that they live in the app. */
export function MobileSettingsView({ actor }: { actor: ActorRefFrom<MobileSettingsMachine> }) {
  const { i18n, t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const disabledNotice = select.biometricDisabledNotice(snapshot);
  const pushError = select.pushError(snapshot);
  if (select.isOutsideApp(snapshot)) {
    return (
      <EmptyState title={<Trans>Estos ajustes están en la app</Trans>}>
        <Trans>El acceso con huella o rostro y las notificaciones push se configuran desde la app en tu teléfono.</Trans>
      </EmptyState>
    );
  }
  if (select.isLoading(snapshot)) return <Loader />;
  return (
    <>
      {!select.isSignedIn(snapshot) ? (
        <Notice kind="info">
          <Trans>Inicia sesión para activar el acceso biométrico y las notificaciones push.</Trans>
          <div className="notifications-toolbar">
            <ButtonLink to="/login?returnTo=%2Fprofile%2Fmobile-settings" variant="secondary">
              <Trans>Iniciar sesión</Trans>
            </ButtonLink>
          </div>
        </Notice>
      ) : null}
      {disabledNotice ? (
        <Notice kind="error" title={i18n._(disabledNotice.title)}>
          {i18n._(disabledNotice.message)}
        </Notice>
      ) : null}
      {select.biometricNotEnabled(snapshot) ? (
        <Notice kind="info">
          <Trans>No se activó el acceso biométrico.</Trans>
        </Notice>
      ) : null}
      {pushError ? <Notice kind="error">{i18n._(pushError.message)}</Notice> : null}
      <fieldset className="notification-preferences">
        <legend className="notification-preferences__legend">
          <Trans>Este dispositivo</Trans>
        </legend>
        <label className="notification-preferences__row">
          <span>{t`Entrar con huella o rostro`}</span>
          <input
            type="checkbox"
            role="switch"
            checked={select.biometricOn(snapshot)}
            disabled={!select.canToggleBiometric(snapshot) || select.isBiometricBusy(snapshot)}
            onChange={() => actor.send({ type: 'biometric.toggle' })}
          />
        </label>
        <label className="notification-preferences__row">
          <span>{t`Notificaciones push`}</span>
          <input
            type="checkbox"
            role="switch"
            checked={select.pushOn(snapshot)}
            disabled={!select.canTogglePush(snapshot) || select.isPushBusy(snapshot)}
            onChange={() => actor.send({ type: 'push.toggle' })}
          />
        </label>
        {!select.hasPushToken(snapshot) ? (
          <p className="muted">
            <Trans>Este dispositivo no tiene permiso para recibir notificaciones push.</Trans>
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
