/** What the hint reads of the browser: `navigator` itself in the app, a stand-in in tests. */
export interface DeviceNavigator {
  userAgent: string;
  /** Safari on iOS/iPadOS only: true when the page runs as an app added to the Home Screen. */
  standalone?: boolean;
  maxTouchPoints?: number;
}

/**
 * The iPhone or iPad the page runs on, when it runs in the browser rather than as the installed
 * app (web push on iOS/iPadOS 16.4+ reaches Home Screen apps only); null anywhere else. iPadOS
 * says "Macintosh" by default: a Mac with a touch screen is an iPad.
 */
export function homeScreenHintDevice(nav: DeviceNavigator): 'iPhone' | 'iPad' | null {
  if (nav.standalone === true) return null;
  if (/\biPad\b/.test(nav.userAgent)) return 'iPad';
  if (/\b(iPhone|iPod)\b/.test(nav.userAgent)) return 'iPhone';
  if (/\bMacintosh\b/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1) return 'iPad';
  return null;
}

/** Where a dismissal of the hint is remembered (this browser, every account). */
export const HOME_SCREEN_HINT_DISMISSED_KEY = 'homeScreenHintDismissed';
