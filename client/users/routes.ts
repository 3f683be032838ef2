import type { AreaRoute } from '../lib/area-route';

export const usersRoutes: AreaRoute[] = [
  {
    path: '/administration',
    permission: 'users.manage',
    load: () => import('./administration-page').then((module) => module.AdministrationPage),
  },
];
