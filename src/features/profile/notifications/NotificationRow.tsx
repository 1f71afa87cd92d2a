import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NotificationDto } from '#kernel/contract/notifications';
import { intlLocaleFor, type SupportedLanguage } from '#kernel/lib/i18n';
import { screenOf } from '#machines/notifications/notifications.rules';
import { Button } from '#ui/Button';

/** One notification: its title, text and time; unread ones are marked and can be marked read. */
export function NotificationRow({
  notification,
  language,
  canRead,
  onRead,
}: {
  notification: NotificationDto;
  language: SupportedLanguage;
  canRead: boolean;
  onRead(): void;
}) {
  const { t } = useLingui();
  const unread = notification.is_readed === 'N';
  const when = new Intl.DateTimeFormat(intlLocaleFor(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(notification.created_at),
  );
  const screen = screenOf(notification);
  return (
    <li className={`notification-row${unread ? ' notification-row--unread' : ''}`} data-testid="notification-row">
      <div className="notification-row__text">
        <strong className="notification-row__title">
          {unread ? (
            <>
              <span className="notification-row__dot" aria-hidden="true" />
              <span className="visually-hidden">{t`Sin leer`}: </span>
            </>
          ) : null}
          {notification.title}
        </strong>
        <span>{notification.body}</span>
        <time className="notification-row__time" dateTime={notification.created_at}>
          {when}
        </time>
      </div>
      <div className="notification-row__actions">
        {screen ? (
          <Link className="notification-row__link" to={screen}>
            <Trans>Ver</Trans>
          </Link>
        ) : null}
        {unread ? (
          <Button variant="secondary" disabled={!canRead} onClick={onRead}>
            <Trans>Marcar como leída</Trans>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
