import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { favouriteClubMachine } from '#machines/favouriteClub/favouriteClub.machine';
import { sessionSelectors } from '#machines/session';
import { loginPathFor } from '#shell/routes/guards';
import { useRuntime, useSession } from '#shell/runtimeContext';
import type { ClubCard } from '../../api/views';
import { favouriteActors } from './finderActors';
import { useFinder } from './finderContext';

/**
 * A club card's favourite star (spec part 1 §3: state 1 on, 2 while saving). Anonymous players go to
 * the login first; a failure puts the star back and says so.
 */
export function FavouriteButton({ club }: { club: ClubCard }) {
  const { t } = useLingui();
  const { api, toasts } = useRuntime();
  const navigate = useNavigate();
  const finder = useFinder();
  const loggedIn = useSession(sessionSelectors.isLoggedIn);
  const machine = useMemo(
    () =>
      favouriteClubMachine.provide({
        actors: favouriteActors(api),
        actions: { requestLogin: () => void navigate(loginPathFor(window.location)) },
      }),
    [api, navigate],
  );
  const actor = useActorRef(machine, { input: { clubId: club.id, favourite: club.favourite ?? false, loggedIn } });
  const state = useSelector(actor, (s) => s.context.state);
  const failed = useSelector(actor, (s) => s.context.failed);
  useEffect(() => {
    if (state !== 2) finder?.send({ type: 'finder.favourite', clubId: club.id, favourite: state === 1 });
  }, [state, finder, club.id]);
  useEffect(() => {
    if (failed) toasts.show({ kind: 'error', message: t`No pudimos guardar tu club favorito` });
  }, [failed, toasts, t]);
  const on = state === 1;
  return (
    <button
      type="button"
      className={`favourite-star${on ? ' favourite-star--on' : ''}`}
      aria-pressed={state === 2 ? 'mixed' : on}
      aria-busy={state === 2 || undefined}
      data-state={state}
      disabled={state === 2}
      onClick={() => actor.send({ type: 'favourite.toggle' })}
      // The name leaves the club's own name out (the card's button carries it; one name, one button);
      // the title says which club, as the button's description.
      aria-label={t`Club favorito`}
      title={t`Club favorito: ${club.name}`}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
