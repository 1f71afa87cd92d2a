import { useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Screen } from '../../app/layout/Screen';
import { useRuntime } from '../../app/runtimeContext';
import { ButtonLink } from '../../ui';
import { readStatusQuery } from './statusQuery';
import { useText } from './useText';
import './StatusPage.css';

/** /book/error?status&title&message (spec part 1 §2.3). */
export default function ErrorPage() {
  const [query] = useSearchParams();
  const { startPath } = useRuntime();
  const text = useText();
  const { status, title, message } = readStatusQuery(query);
  return (
    <Screen>
      <section className="card status-card" aria-labelledby="status-title">
        {status ? (
          <p className="status-card__code" data-testid="status-code">
            <span className="visually-hidden">
              <Trans>Código de error</Trans>{' '}
            </span>
            {status}
          </p>
        ) : null}
        <h2 id="status-title" className="status-card__title">
          {text(title)}
        </h2>
        {message ? <p className="status-card__message">{text(message)}</p> : null}
        <div className="status-card__actions">
          <ButtonLink to={startPath} block>
            <Trans>Ir al inicio</Trans>
          </ButtonLink>
        </div>
      </section>
    </Screen>
  );
}
