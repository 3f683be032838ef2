import type { AreaRoute } from '../lib/area-route';

export const fairnessLedgerPaths = { ledger: '/fairness-ledger', holidays: '/administration/holidays' } as const;

export const fairnessLedgerRoutes: AreaRoute[] = [
  {
    path: fairnessLedgerPaths.ledger,
    load: () => import('./fairness-ledger-page').then((module) => module.FairnessLedgerPage),
  },
  {
    path: fairnessLedgerPaths.holidays,
    permission: 'holidays.manage',
    load: () => import('./holidays-page').then((module) => module.HolidaysPage),
  },
];
