import type { AreaRoute } from '../lib/area-route';
import { paths } from '../lib/paths';

export const pushRoutes: AreaRoute[] = [
  {
    path: paths.myDevices,
    load: () => import('./my-devices-page').then((module) => module.MyDevicesPage),
  },
];
