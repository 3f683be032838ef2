import { expect } from 'vitest';
import { addMonths, monthOf } from '../../shared/dates.js';
import { fields, writeOf, type AuditWorld, type RefusedWrite, type WriteCase } from '../test/audit-sweep.js';

/** Two months after the portal's today: always before its deadline, whatever the clock. */
const openMonth = ({ t }: AuditWorld) => addMonths(monthOf(t.clock.today()), 2);

/** The audit sweep's cases of physicians' marked days (server/test/audit-sweep.ts). */
export const CALL_PREFERENCES_WRITES: WriteCase[] = [
  {
    route: 'PUT /api/call-preferences',
    area: 'call-preferences',
    action: 'save',
    arrange: async (world) => {
      const month = openMonth(world);
      return writeOf(
        () =>
          world.as('pnatarajan').put('/api/call-preferences', {
            month,
            days: [{ date: `${month}-09`, kind: 'unavailable' }],
          }),
        () => String(world.ids.pnatarajan),
        (entry) => {
          expect(fields(entry.before)).toMatchObject({ month, days: [] });
          expect(fields(entry.after)).toMatchObject({ month, days: [{ date: `${month}-09`, kind: 'unavailable' }] });
        },
      );
    },
  },
];

export const CALL_PREFERENCES_REFUSALS: RefusedWrite[] = [
  {
    name: 'a day outside the month (422)',
    arrange: async (world) => {
      const month = openMonth(world);
      return () =>
        world.as('physician').put('/api/call-preferences', {
          month,
          days: [{ date: `${addMonths(month, 1)}-01`, kind: 'unavailable' }],
        });
    },
    status: 422,
  },
  {
    name: 'a scheduler marking days (403)',
    arrange: async (world) => () =>
      world.as('staff').put('/api/call-preferences', { month: openMonth(world), days: [] }),
    status: 403,
  },
];
