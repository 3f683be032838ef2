import { expect } from 'vitest';
import { fields, writeOf, type AuditWorld, type RefusedWrite, type WriteCase } from '../test/audit-sweep.js';
import { acknowledgeLink } from './acknowledge-link.js';
import { runDueSteps, stopPagingRunner } from './paging-runner.js';

const LADDER = {
  steps: [
    { after_seconds: 0, to: 'first' },
    { after_seconds: 90, to: 'second' },
  ],
};

/**
 * The audit sweep's cases of pages (server/test/audit-sweep.ts). The runner's timer is stopped:
 * the entries of the steps it sends come from the runner, never from a request, and are counted
 * only where a case runs it itself (in its arrange).
 */
/** A page from staff to Dr. Natarajan, its first step sent: answers its id. */
async function pageSentToPn({ as, t, ids }: AuditWorld): Promise<number> {
  stopPagingRunner(t.app);
  const made = await as('staff').post<{ page: { id: number } }>('/api/pages', { to: ids.pnatarajan, text: 'Call me' });
  await runDueSteps(t.app, 'audit-sweep');
  return made.body.page.id;
}

export const PAGING_WRITES: WriteCase[] = [
  {
    route: 'POST /api/pages',
    area: 'pages',
    action: 'send',
    arrange: async ({ as, t, ids }) => {
      stopPagingRunner(t.app);
      return writeOf(
        () => as('staff').post<{ page: { id: number } }>('/api/pages', { to: ids.mchen, text: 'Bed 4, please' }),
        (body) => String(body.page.id),
        (entry) => {
          expect(fields(entry.after)).toMatchObject({ to: ids.mchen });
          expect(JSON.stringify(entry.after)).not.toContain('Bed 4');
        },
      );
    },
  },
  {
    route: 'POST /api/pages/:id/acknowledge',
    area: 'pages',
    action: 'acknowledge',
    arrange: async (world) => {
      const pageId = await pageSentToPn(world);
      return writeOf(
        () => world.as('pnatarajan').post(`/api/pages/${pageId}/acknowledge`),
        () => String(pageId),
        (entry) => expect(fields(entry.after)).toMatchObject({ steps_stopped: 3 }),
      );
    },
  },
  {
    route: 'POST /api/pages/:id/acknowledge-from-notification',
    area: 'pages',
    action: 'acknowledge',
    arrange: async (world) => {
      const { t, ids } = world;
      const pageId = await pageSentToPn(world);
      const token = acknowledgeLink(t.app.config.jwtSecret, pageId, ids.pnatarajan!, t.clock.now());
      return writeOf(
        () => t.api().post(`/api/pages/${pageId}/acknowledge-from-notification`, { token }),
        () => String(pageId),
        (entry) =>
          expect([entry.actor_user_id, fields(entry.after)]).toMatchObject([ids.pnatarajan, { steps_stopped: 3 }]),
      );
    },
  },
  {
    route: 'PUT /api/paging/ladder',
    area: 'pages',
    action: 'update',
    arrange: async ({ as }) =>
      writeOf(
        () => as('admin').put('/api/paging/ladder', LADDER),
        () => 'ladder',
        (entry) => {
          expect(fields(entry.before)).toMatchObject({ steps: expect.any(Array) });
          expect(entry.after).toEqual(LADDER);
        },
      ),
  },
];

export const PAGING_REFUSALS: RefusedWrite[] = [
  {
    name: 'a page to an unknown person (422)',
    arrange:
      async ({ as }) =>
      () =>
        as('staff').post('/api/pages', { to: 987654, text: 'Hello' }),
    status: 422,
  },
  {
    name: 'acknowledging a page not sent to me (403)',
    arrange: async ({ as, t, ids }) => {
      stopPagingRunner(t.app);
      const made = await as('staff').post<{ page: { id: number } }>('/api/pages', { to: ids.mchen, text: 'Hello' });
      await runDueSteps(t.app, 'audit-sweep');
      return () => as('physician').post(`/api/pages/${made.body.page.id}/acknowledge`);
    },
    status: 403,
  },
  {
    name: 'a ladder from a non-administrator (403)',
    arrange:
      async ({ as }) =>
      () =>
        as('staff').put('/api/paging/ladder', LADDER),
    status: 403,
  },
  {
    name: 'a ladder with steps too close (422)',
    arrange:
      async ({ as }) =>
      () =>
        as('admin').put('/api/paging/ladder', {
          steps: [
            { after_seconds: 0, to: 'first' },
            { after_seconds: 10, to: 'second' },
          ],
        }),
    status: 422,
  },
];
