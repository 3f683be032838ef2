/**
 * The Badging API as far as the portal uses it: both a window's `navigator` and a service
 * worker's have it where the platform badges apps (installed apps on Windows, macOS, ChromeOS,
 * iOS/iPadOS 16.4+); elsewhere it is missing or refuses, and the badge is simply not shown.
 */
export interface BadgeNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/**
 * The app badge shows `count` (cleared at 0). Never throws: answers whether the platform took it.
 * The unread count reaches it from the open app (client/messages) and from every push (the worker).
 */
export async function showAppBadge(
  count: number,
  nav: BadgeNavigator | undefined = globalThis.navigator as BadgeNavigator | undefined,
): Promise<boolean> {
  try {
    if (count > 0) {
      if (typeof nav?.setAppBadge !== 'function') return false;
      await nav.setAppBadge(count);
    } else {
      if (typeof nav?.clearAppBadge !== 'function') return false;
      await nav.clearAppBadge();
    }
    return true;
  } catch {
    // Not allowed here (no installed app, a permission, a platform without badges).
    return false;
  }
}
