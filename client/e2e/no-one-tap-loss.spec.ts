import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ today: '2026-10-15' });
});
afterAll(() => portal.close());

/** SW's seeded Holiday on 2026-11-08, added again when an earlier try removed it and did not restore it. */
async function ensureHoliday(): Promise<void> {
  const api = portal.t.api(await portal.t.login('staff'));
  const off = (await api.get('/api/vacation-data?year=2026&month=11')).body.vacations as {
    user: { initial: string };
    vacation_dates: string[];
  }[];
  if (off.some((row) => row.user.initial === 'SW' && row.vacation_dates.includes('2026-11-08'))) return;
  const sarah = await portal.t.db
    .selectFrom('users')
    .select('id')
    .where('name', '=', 'Sarah Whitman')
    .executeTakeFirstOrThrow();
  const added = await api.post('/api/add-vacation-data', {
    surgeon_id: sarah.id,
    vacation_type: 'Holiday',
    vacation_start_date: '2026-11-08',
    vacation_end_date: '2026-11-08',
    acknowledge_warnings: true,
  });
  expect(added.status).toBe(201);
}

describe('removing a time-off date cannot happen in one tap and can be taken back', () => {
  // In full runs the "Removed … Undo" notice has sometimes gone before Undo was clicked (the cell
  // showed neither the time off nor the notice); alone, and under CPU load, it always passes. Cause
  // not found yet (see the issue notes); the retry starts again from the seeded Holiday.
  it(
    'asks first; Cancel keeps it; Delete removes it with "Removed … Undo"; Undo brings it back, seen live by a second browser',
    { retry: 1 },
    async () => {
      // Seeded: Sarah Whitman (SW) has a Holiday on 11/08/2026 (given back if a first try took it).
      await ensureHoliday();
      const watcher = await portal.signedIn('physician');
      await watcher.goto('/montly-schedule?date=2026-11-01');
      const watched = watcher.getByRole('cell', { name: '11/08/2026' }).getByText(/Holiday SW|SW Holiday/);
      await watched.waitFor();

      const page = await portal.signedIn('staff');
      await page.goto('/edit-call-calender?date=2026-11-01');
      const remove = page.getByRole('button', { name: 'Delete SW Holiday 11/08/2026' });
      await remove.click();
      const asked = page.getByRole('dialog', { name: 'Are you sure you want to delete?' });
      await asked.getByText('This will remove SW Holiday 11/08/2026. You can undo it afterwards.').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await asked.getByRole('button', { name: 'Cancel' }).click();
      await asked.waitFor({ state: 'detached' });
      expect(await remove.count()).toBe(1);

      await remove.click();
      await asked.getByRole('button', { name: 'Delete' }).click();
      const removed = page.getByRole('status').filter({ hasText: 'Removed SW Holiday 11/08/2026.' });
      await removed.waitFor();
      await remove.waitFor({ state: 'detached' });
      await watched.waitFor({ state: 'detached', timeout: 5_000 });
      await portal.screenshot(page, 'time-off-removed-undo');

      await removed.getByRole('button', { name: 'Undo' }).click();
      await page.getByRole('status').filter({ hasText: 'Restored SW Holiday 11/08/2026.' }).waitFor();
      await remove.waitFor();
      await watched.waitFor({ timeout: 5_000 });
      const api = portal.t.api(await portal.t.login('staff'));
      const off = (await api.get('/api/vacation-data?year=2026&month=11')).body.vacations as {
        user: { initial: string };
        vacation_dates: string[];
      }[];
      expect(off.filter((row) => row.user.initial === 'SW').flatMap((row) => row.vacation_dates)).toContain(
        '2026-11-08',
      );
    },
  );
});
