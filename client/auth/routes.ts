import type { AreaRoute } from '../lib/area-route';
import { paths } from '../lib/paths';

/** Every signed-in person's own account: no permission beyond being signed in. */
export const authRoutes: AreaRoute[] = [
  {
    path: paths.changePassword,
    load: () => import('./change-password-page').then((module) => module.ChangePasswordPage),
  },
];
