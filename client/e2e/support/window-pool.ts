import type { Page } from 'playwright-core';
import { onTestFinished } from 'vitest';

/**
 * Page members that leave a window in a state a later test would not expect (routes, a fake clock,
 * listeners, another size, history, the context's permissions or cookies): a window used through
 * any of them is never handed on.
 */
const LEAVES_STATE = new Set<PropertyKey>([
  'addInitScript',
  'addListener',
  'addLocatorHandler',
  'clock',
  'close',
  'context',
  'emulateMedia',
  'exposeBinding',
  'exposeFunction',
  'goBack',
  'goForward',
  'on',
  'once',
  'prependListener',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'setExtraHTTPHeaders',
  'setViewportSize',
]);

interface PooledWindow {
  page: Page;
  /** Whose window, and its size: what a later test must ask for to be given it. */
  key: string;
  /** Which lending the window is in: a handle of an earlier one refuses to act. */
  lending: number;
  free: boolean;
  spoiled: boolean;
}

/**
 * The windows of one test file, so that a window a finished test no longer uses can serve a later
 * test that asks for the same person in the same size: a new window (a browser context and its
 * page) costs about 0.9 s of CPU before the portal even loads, a page load in a used one about 0.4.
 *
 * A test holds its window through a handle. When the window is handed on, the earlier handle
 * throws at its next use instead of acting on the later test's page: a window that several tests
 * share is opened in `beforeAll`, and windows opened there are never handed on.
 */
export class WindowPool {
  private readonly windows: PooledWindow[] = [];
  private readonly handles = new WeakMap<Page, Page>();
  private lendings = 0;

  /**
   * A free, `usable` window of `key` that its earlier tests left as they found it, if there is one: taken at
   * once (two windows asked for side by side are two windows), then lent with `lend`.
   */
  take(key: string, usable: (page: Page) => boolean = () => true): Page | undefined {
    const spare = this.windows.find(
      (window) =>
        window.free && !window.spoiled && window.key === key && !window.page.isClosed() && usable(window.page),
    );
    if (spare) spare.free = false;
    return spare?.page;
  }

  /** `page` lent to the test that runs now (for good, outside a test): the handle the test uses. */
  lend(page: Page, key: string): Page {
    let window = this.windows.find((known) => known.page === page);
    if (!window) {
      window = { page, key, lending: 0, free: false, spoiled: false };
      this.windows.push(window);
    }
    const lent = window;
    lent.free = false;
    const lending = ++this.lendings;
    lent.lending = lending;
    try {
      onTestFinished(() => {
        if (lent.lending === lending) lent.free = true;
      });
    } catch {
      lent.spoiled = true; // opened outside a test: its file keeps it
    }
    const handle = new Proxy(page, {
      get(target, member) {
        if (lent.lending !== lending) {
          throw new Error(
            `This window (${key}) was handed on to a later test: open a window that several tests use in beforeAll.`,
          );
        }
        if (LEAVES_STATE.has(member)) lent.spoiled = true;
        const value: unknown = Reflect.get(target, member, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    this.handles.set(handle, page);
    return handle;
  }

  /** The window behind a handle, for the support code's own use (a screenshot resizes it and back). */
  pageOf(handle: Page): Page {
    return this.handles.get(handle) ?? handle;
  }
}
