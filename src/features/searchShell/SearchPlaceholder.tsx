import { Trans } from '@lingui/react/macro';
import './SearchShellPage.css';

/** Where the search panel (sport, date, time, duration) goes; it arrives with the booking issue. */
export function SearchPlaceholder() {
  return (
    <section className="card search-placeholder" aria-labelledby="search-placeholder-title">
      <div className="search-placeholder__fields" aria-hidden="true">
        <span className="search-placeholder__chip" />
        <span className="search-placeholder__chip" />
        <span className="search-placeholder__chip" />
        <span className="search-placeholder__chip" />
      </div>
      <h2 id="search-placeholder-title" className="search-placeholder__title">
        <Trans>La búsqueda de canchas llega pronto</Trans>
      </h2>
      <p className="muted">
        <Trans>Aquí elegirás deporte, fecha, hora y duración. Estamos terminando esta parte de la aplicación.</Trans>
      </p>
    </section>
  );
}
