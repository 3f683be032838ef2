/**
 * The portal's service worker, served at /sw.js with the scope /. Built by vite.config.ts into
 * one classic script of its own (see the plugin there), which also fills in:
 * - __PRECACHE__: the app shell, `/index.html` and the files it references (entry script, styles,
 *   preloads), and the public files (icons, manifest, logo);
 * - __SHELL_VERSION__: a hash of the build, so each release's shell has its own cache, and the
 *   bytes of sw.js change with every release (which is how the browser notices an update).
 *
 * What it does:
 * - install: precaches the shell; activate: drops older releases' shells, takes the open pages.
 * - fetch: a page read goes to the network and, when that fails (offline), is answered with the
 *   cached shell; the shell's own files come from the cache, and so do the lazily loaded pages'
 *   code (/assets/, content-hashed, so never stale) once fetched through the worker: offline, the
 *   pages opened before still load. Nothing else is touched: /api/ and the socket go to the
 *   network only, and no answer of theirs is ever stored (patient data must not sit in a cache).
 * - push: shows the notification of the payload (shared/schemas/push.ts; a generic one when it
 *   does not parse) and sets the app badge to its unread count (cleared at 0).
 * - notificationclick: focuses an open portal window and takes it to the notification's url,
 *   or opens one.
 */
import { showAppBadge, type BadgeNavigator } from '../lib/app-badge';
import { ACKNOWLEDGE_ACTION, acknowledgedNotice, pushNotification } from './push-notification';

declare const __PRECACHE__: string[];
declare const __SHELL_VERSION__: string;

// The few service-worker types the portal uses: the project compiles against the DOM library,
// which cannot be combined with the WebWorker one in a single program.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
  /** The id of the button tapped ('' for the notification itself). */
  readonly action: string;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface ServiceWorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly location: Location;
  readonly navigator: BadgeNavigator;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;

const SHELL_PREFIX = 'portal-shell-';
const SHELL_CACHE = `${SHELL_PREFIX}${__SHELL_VERSION__}`;
const SHELL_PAGE = '/index.html';
const PRECACHED = new Set(__PRECACHE__);

/**
 * The worker's own state, not an answer of the server: the app badge it last set, as
 * `{ "unread": n }` under WORKER_STATE_BADGE. The Badging API cannot be read back, so this is
 * the record of what the worker did (browser tests read it; 0 once cleared).
 */
const WORKER_STATE_CACHE = 'portal-worker-state';
const WORKER_STATE_BADGE = '/worker-state/badge';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // `reload`: the files as the server has them now, never the HTTP cache's older copy.
      await cache.addAll([...PRECACHED].map((url) => new Request(url, { cache: 'reload' })));
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(SHELL_PREFIX) && name !== SHELL_CACHE) await caches.delete(name);
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Not ours to answer: other origins, the API and the socket (network only, never stored).
  if (url.origin !== worker.location.origin || isApiOrSocket(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => cachedShellPage(request)));
    return;
  }
  if (PRECACHED.has(url.pathname) || url.pathname.startsWith('/assets/')) {
    event.respondWith(fromShellCache(request, url.pathname));
  }
});

/** A file of the app's code or look: the cached copy, else the network's (kept when it is a 200). */
async function fromShellCache(request: Request, pathname: string): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(pathname);
  if (cached) return cached;
  const answer = await fetch(request);
  if (answer.status === 200 && pathname.startsWith('/assets/')) await cache.put(pathname, answer.clone());
  return answer;
}

/** Offline: the app's page, which shows "You are offline…" and whatever it can without the server. */
async function cachedShellPage(request: Request): Promise<Response> {
  const shell = await (await caches.open(SHELL_CACHE)).match(SHELL_PAGE);
  if (shell) return shell;
  return fetch(request);
}

/** /api/… however spelled (the server's isApiPath in short) and the socket's /socket.io/. */
function isApiOrSocket(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname.replace(/\/{2,}/g, '/'));
  } catch {
    // A malformed escape: judge the path as given.
  }
  return /^\/+(api|socket\.io)(?:$|[/;.])/i.test(path);
}

worker.addEventListener('push', (event) => {
  const shown = pushNotification(event.data?.text() ?? null);
  event.waitUntil(
    Promise.all([
      worker.registration.showNotification(shown.title, shown.options),
      shown.unread === null ? undefined : setBadge(shown.unread),
    ]),
  );
});

async function setBadge(unread: number): Promise<void> {
  await showAppBadge(unread, worker.navigator);
  // Recorded whether or not the platform shows badges: what the worker set, or would have.
  const state = await caches.open(WORKER_STATE_CACHE);
  await state.put(
    WORKER_STATE_BADGE,
    new Response(JSON.stringify({ unread }), { headers: { 'Content-Type': 'application/json' } }),
  );
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown; acknowledge?: { url: string; token: string } } | null;
  const url = new URL(typeof data?.url === 'string' ? data.url : '/', worker.location.origin).href;
  if (event.action === ACKNOWLEDGE_ACTION && data?.acknowledge) {
    event.waitUntil(acknowledgeFromNotification(data.acknowledge, event.notification.tag, url));
    return;
  }
  event.waitUntil(openPortalAt(url));
});

/**
 * The page notification's Acknowledge button: posts the capability its push carried (the worker
 * has no session) and says how it went in a notification of the same tag; a refusal or no network
 * opens the page in the portal instead, where one tap acknowledges it.
 */
async function acknowledgeFromNotification(
  acknowledge: { url: string; token: string },
  tag: string,
  pageUrl: string,
): Promise<void> {
  let answer: { acknowledged_by: string; acknowledged_at: string; by_you: boolean } | null = null;
  try {
    const response = await fetch(new URL(acknowledge.url, worker.location.origin).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: acknowledge.token }),
    });
    if (response.ok) answer = await response.json();
  } catch {
    // Offline: the portal opens on the page instead.
  }
  const notice = acknowledgedNotice(answer);
  await worker.registration.showNotification(notice.title, {
    body: notice.body,
    tag,
    data: { url: pageUrl },
    icon: '/icons/icon-192.png',
  });
  if (answer === null) await openPortalAt(pageUrl);
}

/** Focuses a portal window and takes it to `url`; opens a new one when there is none (or it cannot be moved). */
async function openPortalAt(url: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
  if (open) {
    try {
      const focused = await open.focus();
      if (focused.url !== url) await focused.navigate(url);
      return;
    } catch {
      // Not controlled by this worker yet (navigate refuses): a new window instead.
    }
  }
  await worker.clients.openWindow(url);
}
