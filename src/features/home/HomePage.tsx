import { Trans } from '@lingui/react/macro';
import { sessionSelectors } from '#machines/session';
import { Announcements } from '#shell/announcements/Announcements';
import { BrandBar } from '#shell/layout/BrandBar';
import { Screen } from '#shell/layout/Screen';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { ButtonLink } from '#ui/ButtonLink';
import { Loader } from '#ui/Loader';
import './HomePage.css';

/** /home — the logged-in start: the profile (loaded by the session), the main ways on, and the announcements (main brand). */
export default function HomePage() {
  const { startPath } = useRuntime();
  const profile = useSession(sessionSelectors.profile);
  const loading = useSession(sessionSelectors.isProfileLoading);
  // The player's own text as an element, never parsed as part of the message (see SearchHero).
  const firstName = <span>{profile?.first_name ?? ''}</span>;
  return (
    <Screen brand={<BrandBar />}>
      <Announcements />
      {loading ? <Loader /> : null}
      {profile ? (
        <section className="home-greeting" aria-labelledby="home-title">
          <h2 id="home-title" className="home-greeting__title">
            <Trans>Hola, {firstName}</Trans>
          </h2>
          <p className="muted">{profile.email}</p>
        </section>
      ) : null}
      <nav className="home-links" aria-labelledby="home-links-title">
        <h2 id="home-links-title" className="visually-hidden">
          <Trans>Accesos</Trans>
        </h2>
        <ButtonLink to={startPath} block>
          <Trans>Buscar cancha</Trans>
        </ButtonLink>
        <ButtonLink to="/bookings" variant="secondary" block>
          <Trans>Mis reservas</Trans>
        </ButtonLink>
        <ButtonLink to="/profile/menu" variant="secondary" block>
          <Trans>Mi perfil</Trans>
        </ButtonLink>
      </nav>
    </Screen>
  );
}
