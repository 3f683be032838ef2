import type { AreaRoute } from '../lib/area-route';

/** Every signed-in person may page and see the pages they sent or were sent. */
export const pagingRoutes: AreaRoute[] = [
  { path: '/pages', load: () => import('./pages-page').then((module) => module.PagesPage) },
  { path: '/pages/:id', load: () => import('./pages-page').then((module) => module.PagesPage) },
];
