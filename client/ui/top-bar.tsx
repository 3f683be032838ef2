import { createContext, useContext, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PRACTICE_NAME } from '../../shared/practice.js';
import { logout } from '../lib/logout';
import { paths } from '../lib/paths';
import { ConnectionState, OfflineNotice } from './connection-state';
import { HomeScreenHint } from './home-screen-hint';

/**
 * What the app puts in every signed-in screen's top bar (the Messages control with its live
 * count): provided by the signed-in layout, so ui/ never imports an area.
 */
export const TopBarControls = createContext<ReactNode>(null);

/**
 * Home icon, practice name, connection state, one's own password, back and logout; pages add their
 * own buttons as children. Below them, the app's notices: offline, and on an iPhone or iPad the
 * Home Screen hint.
 */
export function TopBar({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const controls = useContext(TopBarControls);
  const handleLogout = async () => {
    await logout();
    navigate(paths.home, { replace: true });
  };
  return (
    <header className="top-bar no-print">
      <div className="top-bar-inner">
        <Link to={paths.dashboard} className="icon-button" aria-label="Home" title="Home">
          <HomeIcon />
        </Link>
        <Link to={paths.home} className="brand">
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span className="brand-name">{PRACTICE_NAME}</span>
        </Link>
        <div className="top-bar-actions">
          <ConnectionState />
          {controls}
          {children}
          <Link to={paths.changePassword} className="button secondary top-bar-control">
            <KeyIcon />
            <span className="top-bar-control-word">My password</span>
          </Link>
          <button type="button" className="button secondary" onClick={() => navigate(-1)}>
            Back
          </button>
          <button type="button" className="button secondary" onClick={handleLogout}>
            Logout
          </button>
        </div>
      </div>
      <div className="top-bar-notices">
        <OfflineNotice />
        <HomeScreenHint />
      </div>
    </header>
  );
}

function HomeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" fill="currentColor" />
    </svg>
  );
}

function KeyIcon() {
  return (
    <svg className="top-bar-control-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="7.5" cy="12" r="4" />
        <path d="M11.5 12H21M18 12v3M21 12v2.5" />
      </g>
    </svg>
  );
}
