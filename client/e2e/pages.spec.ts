import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

const TODAY = '2031-05-20';
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ now: `${TODAY}T09:00` });
  // Today's 1st call is James Carter (physician), saved through the calendar's own route.
  const { t } = portal;
  const admin = await t.login('admin');
  const { version } = await t.db
    .selectFrom('call_entries')
    .select('version')
    .where('date', '=', TODAY)
    .executeTakeFirstOrThrow();
  const day = {
    date: TODAY,
    surgeon_1st: await t.userId('physician'),
    surgeon_2nd: await t.userId('pnatarajan'),
    surgeon_o_am: null,
    surgeon_o_pm: null,
    version,
  };
  const saved = await t.api(admin).post('/api/calendar-add-data', { entries: [day], acknowledge_warnings: true });
  expect(saved.status).toBe(200);
});
afterAll(() => portal.close());

describe('pages, live', () => {
  it("staff pages 1st call; the physician's open page shows it and acknowledges with one tap; the sender sees it", async () => {
    const physician = await portal.signedIn('physician', { at: '/pages' });
    await physician.getByText('No pages yet.').waitFor();

    const staff = await portal.signedIn('staff');
    await staff.getByRole('link', { name: 'Pages', exact: true }).click();
    await staff.waitForURL('**/pages');
    await staff.getByRole('radio', { name: '1st call' }).check();
    await staff.getByLabel('Text').fill('Bed 4 asks for you');
    await staff.getByRole('button', { name: 'Page', exact: true }).click();
    await staff.getByRole('status').getByText('Paged 1st call.').waitFor();
    const sent = staff.getByRole('listitem').filter({ hasText: 'To 1st call' });
    // The runner sends the first step within its next second: the sender sees whom it reached.
    await sent.getByText(/^sent to JC \d\d:\d\d/).waitFor({ timeout: 10_000 });

    const received = physician.getByRole('listitem').filter({ hasText: 'From Maria Lopez' });
    await received.getByText('Bed 4 asks for you').waitFor({ timeout: 10_000 });
    await received.getByText(/^sent to JC \d\d:\d\d/).waitFor();
    expect(await seriousAxeViolations(physician)).toEqual([]);
    await portal.screenshot(physician, 'pages-received');

    await received.getByRole('button', { name: 'Acknowledge' }).click();
    await received.getByText(/acknowledged by JC \d\d:\d\d$/).waitFor();
    expect(await received.getByRole('button', { name: 'Acknowledge' }).count()).toBe(0);

    await sent.getByText(/acknowledged by JC \d\d:\d\d$/).waitFor({ timeout: 10_000 });
    expect(await seriousAxeViolations(staff)).toEqual([]);
    await portal.screenshot(staff, 'pages-sent-acknowledged');
  });
});
