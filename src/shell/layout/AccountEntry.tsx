import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { sessionSelectors } from '#machines/session';
import { useSession } from '../runtimeContext';
import './AccountEntry.css';

const initials = (s: sessionSelectors.SessionSnapshot): string => {
  const p = s.context.profile;
  if (!p) return '';
  return `${p.first_name.trim().charAt(0)}${p.last_name.trim().charAt(0)}`.toUpperCase();
};

const pictureOf = (s: sessionSelectors.SessionSnapshot): string | null => s.context.profile?.profilePicture ?? null;

/** 'Log in' for visitors; the profile (with the player's picture, or initials) for logged-in users. */
export function AccountEntry() {
  const loggedIn = useSession(sessionSelectors.isLoggedIn);
  const letters = useSession(initials);
  const picture = useSession(pictureOf);
  if (!loggedIn) {
    return (
      <Link to="/login" className="account-entry account-entry--login">
        <Trans comment="Short label of the header's login link">Ingresar</Trans>
      </Link>
    );
  }
  return (
    <Link to="/profile/menu" className="account-entry account-entry--profile">
      <span className="account-entry__avatar" aria-hidden="true">
        {picture ? <img className="account-entry__picture" src={picture} alt="" width={30} height={30} /> : letters || '•'}
      </span>
      <span className="account-entry__label">
        <Trans>Mi perfil</Trans>
      </span>
    </Link>
  );
}
