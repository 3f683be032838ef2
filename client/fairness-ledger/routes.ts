import type { AreaRoute } from '../lib/area-route';
import { paths } from '../lib/paths';

export const fairnessLedgerRoutes: AreaRoute[] = [
  {
    path: paths.fairnessLedger,
    load: () => import('./fairness-ledger-page').then((module) => module.FairnessLedgerPage),
  },
  {
    path: paths.holidays,
    permission: 'holidays.manage',
    load: () => import('./holidays-page').then((module) => module.HolidaysPage),
  },
];
