import { useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { NOTIFICATION_CHANNELS, NOTIFICATION_ORIGINS, type NotificationChannel } from '#kernel/contract/notifications';
import {
  loadPreferenceErrors,
  notificationPreferencesMachine,
  notificationPreferencesSelectors as select,
  savePreferenceErrors,
} from '#machines/notificationPreferences';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { Loader } from '#ui/Loader';
import { Notice } from '#ui/Notice';
import { notificationPreferencesActors } from './notificationPreferencesActors';
import './NotificationsPage.css';

const ORIGIN_NAMES: Record<number, MessageDescriptor> = {
  [NOTIFICATION_ORIGINS.bookings]: msg`Reservas`,
  [NOTIFICATION_ORIGINS.payments]: msg`Pagos`,
  [NOTIFICATION_ORIGINS.match]: msg`Match`,
};
const CHANNEL_NAMES: Record<NotificationChannel, MessageDescriptor> = {
  IN_APP: msg`En la app`,
  EMAIL: msg`Correo`,
  PUSH: msg`Notificaciones push`,
};

/** /profile/notification-preferences — for each origin, which channels tell the player. */
export default function NotificationPreferencesPage() {
  const { i18n } = useLingui();
  const { api } = useRuntime();
  const userId = useSession(sessionSelectors.userId) ?? 0;
  const machine = useMemo(() => notificationPreferencesMachine.provide({ actors: notificationPreferencesActors(api) }), [api]);
  const actor = useActorRef(machine, { input: { userId } });
  const snapshot = useSelector(actor, (s) => s);
  const origins = select.origins(snapshot);

  return (
    <Screen narrow>
      {select.isLoading(snapshot) ? <Loader /> : null}
      {select.loadFailed(snapshot) ? (
        <Notice kind="error" title={i18n._(loadPreferenceErrors.other.title)}>
          <Button variant="secondary" onClick={() => actor.send({ type: 'preferences.reload' })}>
            <Trans>Reintentar</Trans>
          </Button>
        </Notice>
      ) : null}
      {select.saveFailed(snapshot) ? <Notice kind="error">{i18n._(savePreferenceErrors.other.message)}</Notice> : null}
      {origins.map((origin) => (
        <fieldset key={origin} className="notification-preferences">
          <legend className="notification-preferences__legend">{ORIGIN_NAMES[origin] ? i18n._(ORIGIN_NAMES[origin]) : origin}</legend>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <label key={channel} className="notification-preferences__row">
              <span>{i18n._(CHANNEL_NAMES[channel])}</span>
              <input
                type="checkbox"
                role="switch"
                checked={select.isOn(snapshot, origin, channel)}
                disabled={select.isSaving(snapshot)}
                onChange={() => actor.send({ type: 'preference.toggle', origin, channel })}
              />
            </label>
          ))}
        </fieldset>
      ))}
    </Screen>
  );
}
