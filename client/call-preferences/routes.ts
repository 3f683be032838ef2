import type { AreaRoute } from '../lib/area-route';
import { paths } from '../lib/paths';

export const callPreferencesRoutes: AreaRoute[] = [
  {
    path: paths.callPreferences,
    permission: 'call-preferences.own',
    load: () => import('./call-preferences-page').then((module) => module.CallPreferencesPage),
  },
];
