import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { can, type Permission } from '../../shared/roles.js';
import { useSession } from '../lib/session';
import { paths } from '../lib/paths';

/**
 * Signed out (no token, or user_status "0") → `/`. A page that needs a permission the stored
 * role lacks → `/dashboard`. The server refuses the same requests on its own.
 */
export function RequireAuth({ permission, children }: { permission?: Permission; children: ReactNode }) {
  const user = useSession((state) => state.user);
  if (!user) return <Navigate to={paths.home} replace />;
  if (permission && !can(user.role, permission)) return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}
