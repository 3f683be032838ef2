import { useCallback, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from '../../lib/api-client';
import { logout } from '../../lib/logout';
import { useSession } from '../../lib/session';
import { getSocket, reportActivity, setSessionEndedHandler } from '../../lib/socket';
import { useInactivityLogout } from '../../lib/use-inactivity-logout';
import { RequireAuth } from '../guards';
import { paths } from '../../lib/paths';
import { SkipLink } from '../../ui/skip-link';
import { TopBarControls } from '../../ui/top-bar';
import { MessagesButton } from '../../messages/messages-button';
import { usePageTitle } from './page-titles';

/** Every signed-in page: guard, inactivity logout, and where a lost session sends the user. */
export function SignedInLayout() {
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.user !== null);

  useEffect(() => {
    const toLogin = () => navigate(paths.home, { replace: true });
    setUnauthorizedHandler(toLogin);
    setSessionEndedHandler(toLogin);
  }, [navigate]);

  // The socket is open for as long as someone is signed in, so a logout elsewhere or a
  // deactivation reaches every page, not only the live ones.
  useEffect(() => {
    if (signedIn) getSocket();
  }, [signedIn]);

  const handleIdle = useCallback(() => {
    void logout().then(() => navigate(paths.home, { replace: true }));
  }, [navigate]);
  useInactivityLogout(handleIdle, signedIn, reportActivity);
  usePageTitle();

  return (
    <RequireAuth>
      <SkipLink />
      <TopBarControls.Provider value={<MessagesButton />}>
        <Outlet />
      </TopBarControls.Provider>
    </RequireAuth>
  );
}
