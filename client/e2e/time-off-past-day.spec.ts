import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

/** Issue 30: a scheduler removes a day of time off that has begun only with a reason. */
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ now: '2026-10-15T10:40' });
});
afterAll(() => portal.close());

describe('removing a day of time off that has begun', () => {
  it('asks the scheduler why, and the Delete waits for a reason', async () => {
    const { t } = portal;
    const surgeon = await t.db
      .selectFrom('users')
      .select(['id', 'initial'])
      .where('username', '=', 'physician')
      .executeTakeFirstOrThrow();
    // Built here: Tuesday and Wednesday of this week off, the Tuesday already past.
    const added = await t.api(await t.login('staff')).post('/api/add-vacation-data', {
      surgeon_id: surgeon.id,
      vacation_type: 'Vac.',
      vacation_start_date: '2026-10-13',
      vacation_end_date: '2026-10-14',
      acknowledge_warnings: true,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    const page = await portal.signedIn('staff', { at: '/edit-call-calender?date=2026-10-01' });
    await page.getByRole('button', { name: `Delete ${surgeon.initial} Vac. 10/13/2026` }).click();
    const dialog = page.getByRole('dialog');
    const reason = dialog.getByLabel('Reason (this day has begun)');
    await reason.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    expect(await confirm.isDisabled()).toBe(true);
    await reason.fill('Worked that day: covered the OR');
    expect(await seriousAxeViolations(page, [], '[role="dialog"]')).toEqual([]);
    await confirm.click();
    await page
      .getByRole('status')
      .filter({ hasText: `Removed ${surgeon.initial} Vac. 10/13/2026.` })
      .waitFor();

    // The day's History tells the scheduler why.
    await page.getByRole('button', { name: 'History of 10/13' }).click();
    await page
      .getByRole('list', { name: 'History of 10/13' })
      .getByRole('listitem')
      .filter({ hasText: /Time off \(Vac\.\) for .* removed: Worked that day: covered the OR/ })
      .waitFor();

    const entry = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('area', '=', 'time-off')
      .where('action', '=', 'remove-date')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after!)).toMatchObject({ reason: 'Worked that day: covered the OR' });
  }, 120_000);
});
