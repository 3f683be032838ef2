import type { AreaRoute } from '../lib/area-route';
import { paths } from '../lib/paths';

export const timeOffRequestsRoutes: AreaRoute[] = [
  {
    path: paths.requestTimeOff,
    permission: 'call-requests.make',
    load: () => import('./request-time-off-page').then((module) => module.RequestTimeOffPage),
  },
];
