import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { sessionSelectors } from '#machines/session';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { Loader } from '#ui/Loader';
import { Page } from '#ui/Page';

/**
 * /logout — ends the session (the server call, then cookie and state), then goes to login when the
 * session was lost (`?refresh=1`, the note 'session expired' shows there) or to the start screen.
 */
export default function LogoutPage() {
  const { session, startPath } = useRuntime();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const loggedIn = useSession(sessionSelectors.isLoggedIn);
  const loggingOut = useSession(sessionSelectors.isLoggingOut);
  const refresh = query.get('refresh') === '1';

  useEffect(() => {
    if (loggedIn) {
      session.send({ type: 'session.logout' });
      return;
    }
    if (!loggingOut) navigate(refresh ? '/login?refresh=1' : startPath, { replace: true });
  }, [loggedIn, loggingOut, refresh, session, navigate, startPath]);

  return (
    <Page title={<Trans>Cerrando sesión</Trans>}>
      <Loader />
    </Page>
  );
}
