import { Trans } from '@lingui/react/macro';
import { sessionSelectors } from '../../../machines/session';
import { BrandBar } from '../../app/layout/BrandBar';
import { Screen } from '../../app/layout/Screen';
import { useSession } from '../../app/runtimeContext';
import { ButtonLink } from '../../ui';
import { SearchPlaceholder } from './SearchPlaceholder';
import './SearchShellPage.css';

const firstName = (s: sessionSelectors.SessionSnapshot): string | null => s.context.profile?.first_name ?? null;

/**
 * /book/search — the start screen's shell: brand bar, greeting, and a placeholder where the court
 * search goes. The booking issue replaces this screen (route table entry 'book.search').
 */
export default function SearchShellPage() {
  const loggedIn = useSession(sessionSelectors.isLoggedIn);
  const name = useSession(firstName);
  return (
    <Screen brand={<BrandBar />}>
      <section className="search-hero" aria-labelledby="search-hero-title">
        <h2 id="search-hero-title" className="search-hero__title">
          {name ? <Trans>Hola, {name}. ¿Dónde juegas hoy?</Trans> : <Trans>¿Dónde juegas hoy?</Trans>}
        </h2>
        <p className="search-hero__text">
          <Trans>Encuentra una cancha libre por deporte, día, hora y duración, y resérvala en segundos.</Trans>
        </p>
      </section>
      <SearchPlaceholder />
      {loggedIn ? null : (
        <section className="card search-cta" aria-labelledby="search-cta-title">
          <h2 id="search-cta-title" className="search-cta__title">
            <Trans>Reserva más rápido con tu cuenta</Trans>
          </h2>
          <p className="muted">
            <Trans>Guarda tus clubes, paga en un toque y revisa tus reservas cuando quieras.</Trans>
          </p>
          <div className="search-cta__actions">
            <ButtonLink to="/login" block>
              <Trans>Iniciar sesión</Trans>
            </ButtonLink>
            <ButtonLink to="/register" variant="secondary" block>
              <Trans>Crear cuenta</Trans>
            </ButtonLink>
          </div>
        </section>
      )}
    </Screen>
  );
}
