import type { AreaRoute } from '../lib/area-route';
import { paths } from '../lib/paths';

export const roundsRoutes: AreaRoute[] = [
  { path: paths.hospitalRound, load: () => import('./rounds-page').then((module) => module.RoundsPage) },
  {
    path: paths.hospitalRoundSearch,
    load: () => import('./rounds-search-page').then((module) => module.RoundsSearchPage),
  },
  { path: paths.searchByName, load: () => import('./rounds-search-page').then((module) => module.RoundsSearchPage) },
  {
    path: paths.hospitalRoundSearchDate,
    load: () => import('./rounds-date-page').then((module) => module.RoundsDatePage),
  },
];
