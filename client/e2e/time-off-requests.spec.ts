import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatMonthDay, formatUsDate, isWeekend, monthOf } from '../../shared/dates.js';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * Issue 24's time-off journey: a physician asks for a day on which they hold the 1st call and sees
 * the preview name that call; the scheduler's open edit page shows the request live, approves it
 * (acknowledging the warning); the emptied 1st call shows as a gap in the month view.
 */
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

/** The day's other slots the surgeon holds now, emptied. */
async function freedOf(surgeonId: number, date: string) {
  const entry = await portal.t.db.selectFrom('call_entries').selectAll().where('date', '=', date).executeTakeFirst();
  const slots = ['surgeon_2nd', 'surgeon_o_am', 'surgeon_o_pm'] as const;
  return Object.fromEntries(slots.filter((slot) => entry?.[slot] === surgeonId).map((slot) => [slot, null]));
}

describe('a time-off request', () => {
  it('is previewed, sent, approved live on the edit page, and leaves the 1st call as a gap', async () => {
    const { t } = portal;
    const today = t.clock.today();
    const physicianId = await t.userId('physician');
    // A weekday three weeks on with no time off of the physician: they take its 1st call.
    let day = addDays(today, 21);
    const offDates = new Set(
      (await t.db.selectFrom('time_off_dates').select('date').where('surgeon_id', '=', physicianId).execute()).map(
        (row) => row.date,
      ),
    );
    while (isWeekend(day) || offDates.has(day)) day = addDays(day, 1);
    const staff = t.api(await t.login('staff'));
    const held = await staff.post('/api/calendar-add-data', {
      // They hold nothing else that day (one surgeon never holds two of its slots).
      entries: [{ date: day, surgeon_1st: physicianId, ...(await freedOf(physicianId, day)) }],
      acknowledge_warnings: true,
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const month = monthOf(day);

    // The scheduler has the month open for editing.
    const editor = await portal.signedIn('staff', { at: `/edit-call-calender?date=${month}-01` });
    const pending = editor.getByRole('region', { name: /^Time-off requests/ });
    await pending.getByText('No pending time-off requests this month.').waitFor();

    // The physician asks from the month view, and the preview names the 1st call it would vacate.
    const physician = await portal.signedIn('physician', { at: `/montly-schedule?date=${month}-01` });
    await physician.getByRole('link', { name: 'Request time off' }).click();
    await physician.waitForURL('**/request-time-off');
    const form = physician.getByRole('form', { name: 'Request time off' });
    await form.getByLabel('Type').selectOption('Vac.');
    await form.getByLabel('Start date').fill(day);
    await form.getByLabel('End date').fill(day);
    const preview = form.getByRole('region', { name: 'What this request would vacate' });
    await preview.getByText(`${formatMonthDay(day)} 1st call`).waitFor();
    await preview.getByText(/^Late notice\. Starts in \d+ days: the practice asks for 60 days’ notice\.$/).waitFor();
    await portal.screenshot(physician, 'time-off-request-preview');
    expect(await seriousAxeViolations(physician)).toEqual([]);
    await form.getByRole('button', { name: 'Send request' }).click();
    await form
      .getByRole('status')
      .getByText(/^Request sent: Vac\./)
      .waitFor();
    const mine = physician.getByRole('region', { name: 'My requests' });
    await mine.getByText('Pending').waitFor();

    // Live on the scheduler's open page: approve, warned first that it empties the 1st call.
    const name = (await t.db.selectFrom('users').select('name').where('id', '=', physicianId).executeTakeFirstOrThrow())
      .name;
    const item = pending.getByRole('listitem', { name: new RegExp(`^${name}, Vac\\.`) });
    await item.waitFor();
    await item.getByText('late notice').waitFor();
    await item.getByRole('button', { name: 'Approve', exact: true }).click();
    const warning = item.getByRole('alert', { name: 'Scheduling warnings' });
    await warning.getByText(new RegExp(`${name} holds 1st on ${formatUsDate(day)}`)).waitFor();
    await portal.screenshot(editor, 'time-off-request-approve-warning');
    expect(await seriousAxeViolations(editor)).toEqual([]);
    await warning.getByRole('button', { name: 'Approve anyway' }).click();
    await pending
      .getByRole('status')
      .getByText(/is approved\.$/)
      .waitFor();
    await pending.getByText('No pending time-off requests this month.').waitFor();

    // The emptied 1st call is a gap on the month view.
    await physician.goto(`/montly-schedule?date=${month}-01`);
    const cell = physician.getByRole('cell', { name: formatUsDate(day) });
    await cell.getByText('No 1st call').waitFor();
    await portal.screenshot(physician, 'time-off-request-gap');
    expect(await seriousAxeViolations(physician)).toEqual([]);
    const stored = await t.db
      .selectFrom('time_off_requests')
      .select(['state', 'approved_dates'])
      .where('surgeon_id', '=', physicianId)
      .execute();
    expect(stored).toEqual([{ state: 'approved', approved_dates: JSON.stringify([day]) }]);
  }, 120_000);
});
