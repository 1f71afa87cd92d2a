import { Trans } from '@lingui/react/macro';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useSession } from '#shell/runtimeContext';
import { ButtonLink } from '#ui/ButtonLink';
import { AccountClosure } from './account/AccountClosure';
import { ProfilePicture } from './account/ProfilePicture';
import { MenuList, type MenuItem } from './MenuList';
import { msg } from '@lingui/core/macro';
import './ProfileMenuPage.css';

/** The account entries (each a screen of the profile area; most arrive with later issues). */
const ACCOUNT_ITEMS: readonly MenuItem[] = [
  { to: '/profile/user', label: msg`Datos personales` },
  { to: '/bookings', label: msg`Mis reservas` },
  { to: '/profile/creditcards', label: msg`Tarjetas` },
  { to: '/profile/coupons', label: msg`Cupones` },
  { to: '/profile/friends', label: msg`Amigos` },
  { to: '/profile/customercodes', label: msg`Códigos de cliente` },
  { to: '/profile/sportprofile', label: msg`Perfil deportivo` },
  { to: '/profile/sportcategories', label: msg`Categorías deportivas` },
  { to: '/profile/my-waiting-lists', label: msg`Mis listas de espera` },
  { to: '/profile/notifications', label: msg`Notificaciones` },
  { to: '/profile/notification-preferences', label: msg`Preferencias de notificación` },
  { to: '/profile/password', label: msg`Cambiar contraseña` },
  { to: '/profile/email', label: msg`Cambiar correo` },
];

const SETTINGS_ITEMS: readonly MenuItem[] = [
  { to: '/profile/languages', label: msg`Idioma` },
  { to: '/profile/countries', label: msg`País` },
  { to: '/terms', label: msg`Términos y condiciones` },
  { to: '/profile/mobile-settings', label: msg`Ajustes del dispositivo` },
];

/** /profile/menu — open to everyone; the account part needs a session. */
export default function ProfileMenuPage() {
  const loggedIn = useSession(sessionSelectors.isLoggedIn);
  const profile = useSession(sessionSelectors.profile);
  return (
    <Screen>
      {loggedIn ? (
        <section className="card profile-card" aria-labelledby="profile-name">
          {profile ? (
            <ProfilePicture
              userId={profile.id}
              picture={profile.profilePicture ?? null}
              initials={`${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}`.toUpperCase()}
            />
          ) : null}
          <h2 id="profile-name" className="profile-card__name">
            {profile ? `${profile.first_name} ${profile.last_name}` : <Trans>Tu cuenta</Trans>}
          </h2>
          {profile ? <p className="muted">{profile.email}</p> : null}
          {profile ? (
            <div className="profile-card__code">
              <p>
                <Trans>
                  Tu código de jugador: <strong>{profile.id}</strong>
                </Trans>
              </p>
              <p className="muted">
                <Trans>Compártelo con quien quiera agregarte a una reserva.</Trans>
              </p>
            </div>
          ) : null}
        </section>
      ) : (
        <section className="card profile-card" aria-labelledby="profile-anon">
          <h2 id="profile-anon" className="profile-card__name">
            <Trans>Entra para ver tu perfil</Trans>
          </h2>
          <p className="muted">
            <Trans>Con tu cuenta puedes reservar, pagar y revisar tus reservas.</Trans>
          </p>
          <div className="profile-card__actions">
            <ButtonLink to="/login?returnTo=%2Fprofile%2Fmenu" block>
              <Trans>Iniciar sesión</Trans>
            </ButtonLink>
            <ButtonLink to="/register?returnTo=%2Fprofile%2Fmenu" variant="secondary" block>
              <Trans>Crear cuenta</Trans>
            </ButtonLink>
          </div>
        </section>
      )}
      {loggedIn ? <MenuList title={<Trans>Mi cuenta</Trans>} items={ACCOUNT_ITEMS} /> : null}
      <MenuList title={<Trans>Preferencias</Trans>} items={SETTINGS_ITEMS} />
      {loggedIn ? (
        <ButtonLink to="/logout" variant="secondary" block>
          <Trans>Cerrar sesión</Trans>
        </ButtonLink>
      ) : null}
      {profile ? <AccountClosure userId={profile.id} /> : null}
    </Screen>
  );
}
