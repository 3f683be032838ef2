import { DEMO_PASSWORD } from '../users/users.seed.js';
import { writeOf, type WriteCase } from '../test/audit-sweep.js';

/** The audit sweep's cases of sessions (server/test/audit-sweep.ts). */
export const AUTH_WRITES: WriteCase[] = [
  {
    route: 'POST /api/login',
    area: 'sessions',
    action: 'sign-in',
    arrange: async ({ t, ids }) =>
      writeOf(
        () => t.api().post('/api/login', { username: 'staff', password: DEMO_PASSWORD }),
        () => String(ids.staff),
      ),
  },
  {
    route: 'POST /api/logout',
    area: 'sessions',
    action: 'sign-out',
    arrange: async ({ signIn, ids }) => {
      const leaving = await signIn('mchen');
      return writeOf(
        () => leaving.post('/api/logout'),
        () => String(ids.mchen),
      );
    },
  },
];
