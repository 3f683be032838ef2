import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { timeOffContract } from '../../shared/contract/time-off.js';
import { timeOffRequestsContract } from '../../shared/contract/time-off-requests.js';
import { buildEvent } from '../../server/daily-schedule/daily-schedule.factories.test-support.js';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * Issue 31, point 6: a time-off request approved for only some of its days says which, on the
 * scheduler's banner and in the physician's list, instead of a plain "approved"; before deciding,
 * the scheduler sees which calls the chosen days would empty, and the cases booked on them. The
 * physician's preview flags the days the server would refuse and offers only the free days.
 */
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ now: '2026-10-15T10:40' });
});
afterAll(() => portal.close());

const DAYS = ['2026-12-01', '2026-12-02'] as const;
const SLOTS = ['surgeon_1st', 'surgeon_2nd', 'surgeon_o_am', 'surgeon_o_pm'] as const;

describe('a time-off request approved for one of its two days', () => {
  it('reads "approved 12/01; declined 12/02" on the banner and in the list', async () => {
    const { t } = portal;
    const physicianId = await t.userId('physician');
    // The physician holds only the 1st call of 12/02, the day the scheduler will leave out.
    const entries = await t.db.selectFrom('call_entries').selectAll().where('date', 'in', DAYS).execute();
    const freed = entries.map((entry) => ({
      date: entry.date,
      ...Object.fromEntries(SLOTS.filter((slot) => entry[slot] === physicianId).map((slot) => [slot, null])),
      ...(entry.date === DAYS[1] ? { surgeon_1st: physicianId } : {}),
    }));
    const staff = t.api(await t.login('staff'));
    expect((await staff.post('/api/calendar-add-data', { entries: freed, acknowledge_warnings: true })).status).toBe(
      200,
    );
    const made = await t.call(
      timeOffRequestsContract.create,
      { body: { vacation_type: 'Vac.', start_date: DAYS[0], end_date: DAYS[1], note: '' } },
      await t.login('physician'),
    );
    expect(made.ok, JSON.stringify(made.body)).toBe(true);
    const name = (await t.db.selectFrom('users').select('name').where('id', '=', physicianId).executeTakeFirstOrThrow())
      .name;

    const editor = await portal.signedIn('staff', { at: '/edit-call-calender?date=2026-12-01' });
    const pending = editor.getByRole('region', { name: /^Time-off requests/ });
    const item = pending.getByRole('listitem', { name: new RegExp(`^${name}, Vac\\.`) });
    // Before deciding, the scheduler sees what approving would empty, for the days chosen.
    const empties = item.getByRole('list', { name: 'Approving empties' });
    await empties.waitFor();
    expect(await empties.getByRole('listitem').allTextContents()).toEqual(['12/02 1st call']);
    await item.screenshot({ path: '/tmp/truths-approval-empties.png' });
    expect(await seriousAxeViolations(editor)).toEqual([]);
    await item.getByRole('button', { name: 'Choose days' }).click();
    await item.getByRole('checkbox', { name: '12/02' }).uncheck();
    await item.getByText('Approving empties none of their calls or office sessions.').waitFor();
    await item.getByRole('button', { name: 'Approve 1 day' }).click();
    await pending
      .getByRole('status')
      .getByText(`${name}'s request (12/01/2026 – 12/02/2026) is approved 12/01; declined 12/02.`)
      .waitFor();
    await editor.screenshot({ path: '/tmp/truths-partial-banner.png' });
    expect(await seriousAxeViolations(editor)).toEqual([]);

    const physician = await portal.signedIn('physician', { at: '/request-time-off' });
    const mine = physician.getByRole('region', { name: 'My requests' });
    await mine.getByText('Approved 12/01; declined 12/02', { exact: true }).waitFor();
    expect(await mine.getByText('Approved', { exact: true }).count()).toBe(0);
    await physician.screenshot({ path: '/tmp/truths-partial-list.png' });
    expect(await seriousAxeViolations(physician)).toEqual([]);
  }, 120_000);
});

describe('a time-off range with a CME already in it', () => {
  it('is flagged in the preview, sent as only the free days, and the approval shows the booked case', async () => {
    const { t } = portal;
    const physicianId = await t.userId('physician');
    const staffToken = await t.login('staff');
    const added = await t.call(
      timeOffContract.add,
      {
        body: {
          surgeon_id: physicianId,
          vacation_type: 'CME.',
          vacation_start_date: '2026-12-09',
          vacation_end_date: '2026-12-09',
          acknowledge_warnings: true,
        },
      },
      staffToken,
    );
    expect(added.ok, JSON.stringify(added.body)).toBe(true);
    const booked = await t.call(
      dailyScheduleContract.create,
      {
        body: buildEvent({
          surgeon_id: [physicianId],
          event_date: '2026-12-08',
          start_time: '07:30',
          end_time: '09:00',
        }),
      },
      staffToken,
    );
    expect(booked.ok, JSON.stringify(booked.body)).toBe(true);

    const physician = await portal.signedIn('physician', { at: '/request-time-off' });
    const form = physician.getByRole('form', { name: 'Request time off' });
    await form.getByLabel('Start date').fill('2026-12-07');
    await form.getByLabel('End date').fill('2026-12-10');
    const taken = form.getByRole('note', { name: 'Days that cannot be requested' });
    await taken.getByText('12/09/2026: Time off (CME.) already').waitFor();
    await form
      .getByRole('list', { name: 'Your booked cases on these days' })
      .getByText('12/08 07:30 AM – 09:00 AM')
      .waitFor();
    expect(await seriousAxeViolations(physician)).toEqual([]);
    await portal.screenshot(physician, 'time-off-preview-taken-days');

    await taken.getByRole('button', { name: 'Request only the free days (12/07–12/08, 12/10)' }).click();
    await form
      .getByRole('status')
      .getByText(/^Requests sent for the free days: 12\/07\/2026 – 12\/08\/2026; 12\/10\/2026\./)
      .waitFor();
    const mine = physician.getByRole('region', { name: 'My requests' });
    await mine.getByText('Vac. 12/07/2026 – 12/08/2026').waitFor();
    await mine.getByText('Vac. 12/10/2026', { exact: true }).waitFor();

    const editor = await portal.signedIn('staff', { at: '/edit-call-calender?date=2026-12-01' });
    const item = editor
      .getByRole('region', { name: /^Time-off requests/ })
      .getByRole('listitem', { name: /Vac\. 12\/07\/2026 – 12\/08\/2026/ });
    const cases = item.getByRole('list', { name: 'Booked cases on these days' });
    await cases.waitFor();
    expect(await cases.getByRole('listitem').allTextContents()).toEqual(['12/08 07:30 AM – 09:00 AM booked case']);
    expect(await seriousAxeViolations(editor)).toEqual([]);
    await portal.screenshot(editor, 'time-off-approval-booked-cases');
  }, 120_000);
});
