/**
 * Registers the service worker (/sw.js, built from client/service-worker/sw.ts): the offline
 * shell, push notifications and the app badge. Production builds only (a dev server has no
 * sw.js), where the browser has service workers (not in private windows of some browsers, nor on
 * plain http but localhost); after the page has loaded, and never awaited: the page never waits
 * on it, and a failure leaves the portal as it was, a tab without those.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker did not register:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
