import type { Access } from '../../shared/contract/endpoint.js';
import { permissions, roleLabel } from '../../shared/roles.js';
import { forbidden } from '../http/errors.js';

/** The roles holding any of the permissions, by their labels (Administrator, CEO, …). */
export function rolesAllowed(access: Access): string[] {
  if (access.kind !== 'permission') return [];
  const roles = new Set(access.anyOf.flatMap((permission) => permissions[permission]));
  return [...roles].sort().map(roleLabel);
}

/** The 403 message a caller without the permission gets. */
export const refusalMessage = (access: Access): string | undefined =>
  access.kind === 'permission' ? (access.refused ?? forbidden().message) : undefined;
