import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ today: '2026-10-15' });
});
afterAll(() => portal.close());

describe('removing a time-off date cannot happen in one tap and can be taken back', () => {
  it('asks first; Cancel keeps it; Delete removes it with "Removed … Undo"; Undo brings it back, seen live by a second browser', async () => {
    // Seeded: Sarah Whitman (SW) has a Holiday on 11/08/2026.
    const watcher = await portal.signedIn('physician', { at: '/montly-schedule?date=2026-11-01' });
    const watched = watcher.getByRole('cell', { name: '11/08/2026' }).getByText(/Holiday SW|SW Holiday/);
    await watched.waitFor();

    const page = await portal.signedIn('staff', { at: '/edit-call-calender?date=2026-11-01' });
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
    expect(off.filter((row) => row.user.initial === 'SW').flatMap((row) => row.vacation_dates)).toContain('2026-11-08');
  });
});
