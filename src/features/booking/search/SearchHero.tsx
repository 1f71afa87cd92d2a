import { Trans } from '@lingui/react/macro';
import { sessionSelectors } from '#machines/session';
import { useSession } from '#shell/runtimeContext';
import './SearchPage.css';

const firstName = (s: sessionSelectors.SessionSnapshot): string | null => s.context.profile?.first_name ?? null;

/** The greeting of the start screen. */
export function SearchHero() {
  const typed = useSession(firstName);
  // What the player typed goes in as an element, never as part of the message: Lingui parses a
  // message's text for its tags, so '<b>' in a name would be read as markup.
  const name = typed ? <span>{typed}</span> : null;
  return (
    <section className="search-hero" aria-labelledby="search-hero-title">
      <h2 id="search-hero-title" className="search-hero__title">
        {name ? <Trans>Hola, {name}. ¿Dónde juegas hoy?</Trans> : <Trans>¿Dónde juegas hoy?</Trans>}
      </h2>
      <p className="search-hero__text">
        <Trans>Encuentra una cancha libre por deporte, día, hora y duración, y resérvala en segundos.</Trans>
      </p>
    </section>
  );
}
