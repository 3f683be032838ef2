import type { ComponentType } from 'react';
import type { Permission } from '../../shared/roles.js';

/**
 * A page an area offers. The app's router turns these into routes, loading each area's code
 * only when one of its pages is opened, behind the guard for `permission`.
 */
export interface AreaRoute {
  path: string;
  permission?: Permission;
  load: () => Promise<ComponentType>;
}
