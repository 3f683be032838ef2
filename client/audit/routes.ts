import type { AreaRoute } from '../lib/area-route';

export const auditPaths = { auditLog: '/administration/audit' } as const;

export const auditRoutes: AreaRoute[] = [
  {
    path: auditPaths.auditLog,
    permission: 'users.manage',
    load: () => import('./audit-log-page').then((module) => module.AuditLogPage),
  },
];
