import { useState } from 'react';
import { HOME_SCREEN_HINT_DISMISSED_KEY, homeScreenHintDevice } from '../lib/home-screen-hint';
import './home-screen-hint.css';

function dismissed(): boolean {
  try {
    return localStorage.getItem(HOME_SCREEN_HINT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * On an iPhone or iPad in the browser: how to add the portal to the Home Screen, since iOS
 * delivers notifications only to the installed app. Dismissed once, gone for good in this browser.
 */
export function HomeScreenHint() {
  const [device] = useState(() => homeScreenHintDevice(navigator));
  const [hidden, setHidden] = useState(dismissed);
  if (device === null || hidden) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(HOME_SCREEN_HINT_DISMISSED_KEY, '1');
    } catch {
      // Storage refused (a private window): hidden for this page at least.
    }
    setHidden(true);
  };
  return (
    <div className="banner home-screen-hint">
      <p>To get notifications on this {device}, add the portal to your Home Screen: Share, then Add to Home Screen.</p>
      <button type="button" className="button secondary" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}
