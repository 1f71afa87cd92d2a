import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Screen } from '#shell/layout/Screen';
import { goToExternalUrl } from '#shell/externalNavigation';
import { allowedCheckUrl } from '#shell/routes/redirectRule';
import { useRuntime, useSession } from '#shell/runtimeContext';
import type { sessionSelectors } from '#machines/session';
import { ButtonLink } from '#ui/ButtonLink';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { STATUS_TEXTS } from './statusQuery';
import { useText } from './useText';
import './StatusPage.css';

/** Spec part 1 §9: the pending page redirects after 6 s. */
export const PENDING_REDIRECT_MS = 6000;

const allowedOrigins = (s: sessionSelectors.SessionSnapshot) => s.context.config?.appConfig.allowedOrigins ?? [];

/**
 * /book/pending?status&title&message&checkUrl — waits 6 s, then opens the check URL: only this
 * origin or an allowed origin for the 'payment' scope. Anything else is refused, visibly.
 */
export default function PendingPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { startPath } = useRuntime();
  const origins = useSession(allowedOrigins);
  const text = useText();
  const rawUrl = query.get('checkUrl');
  const target = useMemo(() => allowedCheckUrl(rawUrl, window.location.origin, origins), [rawUrl, origins]);
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(PENDING_REDIRECT_MS / 1000));
  const title = query.get('title')?.trim();
  const message = query.get('message')?.trim();

  useEffect(() => {
    if (!target) return;
    const tick = window.setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    const go = window.setTimeout(() => {
      const url = new URL(target);
      if (url.origin === window.location.origin) navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true });
      else goToExternalUrl(target);
    }, PENDING_REDIRECT_MS);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(go);
    };
  }, [target, navigate]);

  return (
    <Screen>
      <section className="card status-card" aria-labelledby="pending-title">
        {target ? <Spinner size="large" /> : null}
        <h2 id="pending-title" className="status-card__title">
          {text(title ? (STATUS_TEXTS[title] ?? title.slice(0, 160)) : STATUS_TEXTS.pending)}
        </h2>
        <p className="status-card__message">
          {text(message ? (STATUS_TEXTS[message] ?? message.slice(0, 160)) : STATUS_TEXTS.pending_message)}
        </p>
        {target ? (
          <p role="status">
            <Trans>
              Te llevaremos a revisar el estado en <span className="nowrap">{secondsLeft} s</span>.
            </Trans>
          </p>
        ) : rawUrl ? (
          <Notice kind="error" title={<Trans>Redirección bloqueada</Trans>}>
            <Trans>La dirección para revisar el pago no pertenece a un sitio permitido, así que no la abriremos.</Trans>
          </Notice>
        ) : (
          <Notice kind="info">
            <Trans>No hay una dirección para revisar el pago. Revisa tus reservas en unos minutos.</Trans>
          </Notice>
        )}
        <div className="status-card__actions">
          <ButtonLink to={startPath} variant={target ? 'secondary' : 'primary'} block>
            <Trans>Ir al inicio</Trans>
          </ButtonLink>
        </div>
      </section>
    </Screen>
  );
}
