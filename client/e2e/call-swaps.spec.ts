import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates.js';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

/** The practice's today, early: no call of the seeded month has started yet, so every one is tradeable. */
const TODAY = '2030-10-15';
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ now: `${TODAY}T06:00` });
});
afterAll(() => portal.close());

const NOVEMBER = '/montly-schedule?date=2030-11-01';
const EDIT_NOVEMBER = '/edit-call-calender?date=2030-11-01';
const PHYSICIANS: Record<string, { username: string; initial: string }> = {
  'Priya Natarajan': { username: 'pnatarajan', initial: 'PN' },
  'Michael Chen': { username: 'mchen', initial: 'MC' },
  'Sarah Whitman': { username: 'swhitman', initial: 'SW' },
  'David Reyes': { username: 'dreyes', initial: 'DR' },
};
type Entry = { date: string; surgeon_1st: number | null; surgeon_2nd: number | null } & Record<string, unknown>;
const SLOTS = ['surgeon_1st', 'surgeon_2nd', 'surgeon_o_am', 'surgeon_o_pm'];
const holds = (entry: Entry | undefined, id: number) => SLOTS.some((slot) => entry?.[slot] === id);
const md = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;
const us = (date: string) => `${md(date)}/${date.slice(0, 4)}`;

const badge = (page: Page) =>
  page.getByRole('link', { name: /^Messages/ }).getByRole('status', { name: 'Unread messages' });
const badgeCount = async (page: Page) => ((await badge(page).count()) ? Number(await badge(page).textContent()) : 0);
const selectedText = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
/** What a month-view cell shows for a slot ("SW", "SW JC → SW?"). */
const slotText = (page: Page, date: string, slot: '1st' | '2nd') =>
  page
    .getByLabel(us(date), { exact: true })
    .locator('.cc-slot', { has: page.locator('dt', { hasText: new RegExp(`^${slot}$`) }) })
    .locator('dd')
    .innerText();
const poll = (read: () => Promise<string | number>, expected: string | RegExp | number) =>
  typeof expected === 'number'
    ? expect.poll(read, { timeout: 8_000, interval: 100 }).toBe(expected)
    : expect.poll(read, { timeout: 8_000, interval: 100 }).toMatch(expected);

describe('call swaps in the portal', () => {
  it('A proposes a swap from the month view; B accepts from the message; others see it pending, then applied, live', async () => {
    // The seeded November: a 1st call of A's that colleague B may take, and a 2nd call of B's on a day A is free.
    const token = await portal.t.login('staff');
    const entries = new Map(
      ((await portal.t.api(token).get('/api/calendar-entries?year=2030&month=11')).body.entries as Entry[]).map(
        (entry) => [entry.date, entry],
      ),
    );
    const aId = await portal.t.userId('physician');
    let plan: { date: string; returnDate: string; name: string } | null = null;
    for (const [name, who] of Object.entries(PHYSICIANS)) {
      const bId = await portal.t.userId(who.username);
      for (const entry of entries.values()) {
        const date = entry.date;
        if (date < '2030-11-03' || date > '2030-11-27' || date === addDays(TODAY, 24) || entry.surgeon_1st !== aId)
          continue;
        if (holds(entry, bId)) continue;
        if ([-1, 1].some((step) => entries.get(addDays(date, step))?.surgeon_1st === bId)) continue;
        const back = [...entries.values()].find(
          (other) =>
            other.date > '2030-11-02' && other.date !== date && other.surgeon_2nd === bId && !holds(other, aId),
        );
        if (back) {
          plan = { date, returnDate: back.date, name };
          break;
        }
      }
      if (plan) break;
    }
    expect(plan).not.toBeNull();
    const { date, returnDate, name } = plan!;
    const b = PHYSICIANS[name]!;
    const third = Object.values(PHYSICIANS).find((other) => other.username !== b.username)!;

    // Watchers: B on the dashboard (badge), a scheduler's edit page, a third physician's month view.
    const taker = await portal.signedIn(b.username);
    await badge(taker)
      .or(taker.getByRole('heading', { name: 'My day' }))
      .first()
      .waitFor();
    const unreadBefore = await badgeCount(taker);
    const scheduler = await portal.signedIn('staff', { at: EDIT_NOVEMBER });
    await scheduler.getByLabel(`${md(date)} 1st`, { exact: true }).waitFor();
    expect(await selectedText(scheduler, `${md(date)} 1st`)).toBe('JC');
    const watcher = await portal.signedIn(third.username, { at: NOVEMBER });
    await watcher.getByRole('table', { name: 'Call calendar November 2030' }).waitFor();
    // The initials come with the surgeons' list, which may land just after the table.
    await expect.poll(() => slotText(watcher, date, '1st')).toBe('JC');
    // A physician sees no trade action on a call that is not theirs.
    expect(await watcher.getByRole('button', { name: `Swap or give away ${md(date)} 1st` }).count()).toBe(0);

    // A proposes the swap from their own cell, seeing the effect on both counts first.
    const author = await portal.signedIn('physician', { at: NOVEMBER });
    await author.getByRole('button', { name: `Swap or give away ${md(date)} 1st` }).click();
    const dialog = author.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Swap with…' }).check();
    await dialog.getByLabel('Swap with', { exact: true }).selectOption({ label: `${name} (${b.initial})` });
    const returnCall = dialog.getByLabel('Their call you take in return');
    await returnCall.locator(`option[value="${returnDate}/surgeon_2nd"]`).waitFor({ state: 'attached' });
    await returnCall.selectOption(`${returnDate}/surgeon_2nd`);
    const effect = dialog.getByRole('table', { name: /^Effect on the call counts of / });
    await effect.waitFor();
    expect(await effect.getByRole('columnheader').allInnerTexts()).toEqual(
      expect.arrayContaining(['James Carter', name]),
    );
    await portal.screenshot(author, 'call-swaps-propose');
    await dialog.getByRole('button', { name: 'Propose swap' }).click();
    const outcome = dialog.getByRole('status').or(dialog.getByRole('alert'));
    await outcome.first().waitFor();
    expect(await outcome.first().innerText()).toContain(`Swap proposed to ${name}`);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // Pending on both cells, for A, the scheduler and the third physician.
    await poll(() => slotText(watcher, date, '1st'), `JC → ${b.initial}?`);
    await poll(() => slotText(watcher, returnDate, '2nd'), `${b.initial} → JC?`);
    await poll(() => slotText(author, date, '1st'), `JC → ${b.initial}?`);
    await scheduler
      .getByRole('region', { name: /Pending call requests/ })
      .getByText(/James Carter gives/)
      .waitFor();
    await portal.screenshot(watcher, 'call-swaps-pending-month-view');
    expect(await seriousAxeViolations(watcher)).toEqual([]);

    // B sees the badge, opens the message, sees the effect on both counts and accepts.
    await poll(() => badgeCount(taker), unreadBefore + 1);
    await taker.getByRole('link', { name: /^Messages/ }).click();
    await taker.getByRole('list', { name: 'Inbox' }).getByRole('button').first().click();
    await taker.waitForURL('**/recivedbox/*');
    const card = taker.getByRole('region', { name: 'Call swap request' });
    await card.waitFor();
    const counts = card.getByRole('table', { name: /^Effect on the call counts of / });
    expect(await counts.getByRole('columnheader').allInnerTexts()).toEqual(
      expect.arrayContaining(['James Carter', name]),
    );
    await portal.screenshot(taker, 'call-swaps-message');
    expect(await seriousAxeViolations(taker)).toEqual([]);
    await card.getByRole('button', { name: 'Accept', exact: true }).click();
    const anyway = card.getByRole('button', { name: 'Accept anyway' });
    const done = card.getByRole('status').getByText('You accepted.');
    await anyway.or(done).first().waitFor();
    if (await anyway.isVisible()) await anyway.click();
    await done.waitFor();
    await portal.screenshot(taker, 'call-swaps-accepted');

    // Applied at once (no approval required): the cells change live for everyone.
    await poll(() => slotText(watcher, date, '1st'), new RegExp(`^${b.initial}$`));
    await poll(() => slotText(watcher, returnDate, '2nd'), /^JC$/);
    await poll(() => selectedText(scheduler, `${md(date)} 1st`), b.initial);
    await poll(() => selectedText(scheduler, `${md(returnDate)} 2nd`), 'JC');
    await portal.screenshot(watcher, 'call-swaps-applied-month-view');
    await portal.screenshot(scheduler, 'call-swaps-applied-edit-page');
    expect(await seriousAxeViolations(watcher)).toEqual([]);
  });

  it('a scheduler offers an empty 1st call to all from the edit page; the first to accept fills it, the second sees it taken live', async () => {
    // Make a gap: a December weekday's 1st call emptied (outside Priya's leave and the first test's days).
    const token = await portal.t.login('staff');
    const december = (await portal.t.api(token).get('/api/calendar-entries?year=2030&month=12')).body
      .entries as Entry[];
    const entry = december.find((day) => day.date >= '2030-12-02' && day.date <= '2030-12-12' && day.surgeon_o_am)!;
    const date = entry.date;
    const emptied = await portal.t.api(token).post('/api/calendar-add-data', {
      entries: [{ ...entry, surgeon_1st: null }],
      acknowledge_warnings: true,
    });
    expect(emptied.status).toBe(200);

    const scheduler = await portal.signedIn('staff', { at: '/edit-call-calender?date=2030-12-01' });
    await scheduler.getByRole('button', { name: `Offer to all: ${md(date)} 1st` }).click();
    const panel = scheduler.getByRole('region', { name: /Pending call requests/ });
    await panel.getByText(/has nobody: offered to every eligible colleague/).waitFor();
    await scheduler.getByText('→ all?').first().waitFor();
    expect(await scheduler.getByRole('button', { name: `Offer to all: ${md(date)} 1st` }).count()).toBe(0);
    await portal.screenshot(scheduler, 'call-swaps-cover-offered');
    expect(await seriousAxeViolations(scheduler, [], '.cr-panel')).toEqual([]);

    const offers = (await portal.t.api(token).get('/api/call-requests?month=2030-12')).body.requests as {
      kind: string;
      offered_to: { name: string }[];
    }[];
    const names = offers.find((request) => request.kind === 'cover')!.offered_to.map((person) => person.name);
    const usernames = names.map((name) => (name === 'James Carter' ? 'physician' : PHYSICIANS[name]?.username));
    expect(usernames.length).toBeGreaterThanOrEqual(2);
    const [first, second] = await Promise.all(usernames.slice(0, 2).map((username) => portal.signedIn(username!)));
    const cards = [];
    for (const page of [first!, second!]) {
      await page.getByRole('link', { name: /^Messages/ }).click();
      await page
        .getByRole('list', { name: 'Inbox' })
        .getByRole('button', { name: /Call cover/ })
        .first()
        .click();
      const card = page.getByRole('region', { name: 'Call cover request' });
      await card.getByRole('button', { name: 'Accept', exact: true }).waitFor();
      cards.push(card);
    }
    const [winner, late] = cards as [(typeof cards)[0], (typeof cards)[0]];
    // The second page first sees a taken offer live: its Accept goes away on its own.
    await winner.getByRole('button', { name: 'Accept', exact: true }).click();
    const anyway = winner.getByRole('button', { name: 'Accept anyway' });
    const done = winner.getByRole('status').getByText('You accepted.');
    await anyway.or(done).first().waitFor();
    if (await anyway.isVisible()) await anyway.click();
    await done.waitFor();

    await late.getByText('Done: the calendar shows it').waitFor();
    expect(await late.getByRole('button', { name: 'Accept', exact: true }).count()).toBe(0);
    await portal.screenshot(second!, 'call-swaps-cover-taken');

    const initial = (name: string) =>
      name
        .split(' ')
        .map((part) => part[0])
        .join('');
    await poll(() => selectedText(scheduler, `${md(date)} 1st`), initial(names[0]!));
    await panel.getByText('No pending swaps, give-aways or cover offers this month.').waitFor();

    // The scheduler takes the cover back from the day's History: the taker is told, and the
    // request no longer reads "Done" (issue 31, point 2).
    await scheduler.getByRole('button', { name: `History of ${md(date)}` }).click();
    await scheduler
      .getByRole('list', { name: `History of ${md(date)}` })
      .getByRole('listitem')
      .filter({ hasText: 'Cover taken by' })
      .getByRole('button', { name: /^Undo/ })
      .click();
    await scheduler.getByRole('status').filter({ hasText: 'Undone.' }).waitFor();
    await poll(() => selectedText(scheduler, `${md(date)} 1st`), /^NONE$/);
    await first!.getByRole('link', { name: /^Messages/ }).click();
    await first!
      .getByRole('list', { name: 'Inbox' })
      .getByRole('button', { name: /Call cover reversed/ })
      .click();
    const reversed = first!.getByRole('region', { name: 'Call cover request' });
    await reversed.getByText(/^Reversed by Maria Lopez at Oct 15, 2030, \d+:\d\d [AP]M$/).waitFor();
    expect(await reversed.getByText('Done: the calendar shows it').count()).toBe(0);
    expect(await seriousAxeViolations(first!)).toEqual([]);
    await portal.screenshot(first!, 'call-swaps-cover-reversed');
  });

  it('on the phone agenda, a physician gives a call away to everyone eligible, then withdraws it from the sent message', async () => {
    const token = await portal.t.login('staff');
    const aId = await portal.t.userId('physician');
    const november = (await portal.t.api(token).get('/api/calendar-entries?year=2030&month=11')).body
      .entries as Entry[];
    const date = november.find((day) => day.date >= '2030-11-19' && day.surgeon_1st === aId)!.date;

    const phone = await portal.signedIn('physician', { at: NOVEMBER, viewport: { width: 390, height: 844 } });
    const day = phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { name: us(date) }) });
    await day.getByRole('button', { name: `Swap or give away ${md(date)} 1st` }).click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Give away' }).check();
    await dialog.getByLabel('Give to', { exact: true }).selectOption('all'); // Everyone eligible
    // Nobody takes it yet: the table shows the giver's counts alone, and says so.
    await dialog.getByRole('table', { name: /^Effect on James Carter's call counts/ }).waitFor();
    await portal.screenshot(phone, 'call-swaps-phone-give-away');
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await dialog.getByRole('button', { name: 'Offer call' }).click();
    await dialog.getByRole('status').getByText('Give-away proposed to every eligible colleague').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await day.getByText('JC → all?').waitFor();
    await portal.screenshot(phone, 'call-swaps-phone-pending');

    // The author's copy of the message offers Withdraw; the agenda's mark goes away.
    await phone.getByRole('link', { name: /^Messages/ }).click();
    await phone.getByRole('tab', { name: /Sent/ }).click();
    await phone
      .getByRole('list', { name: 'Sent' })
      .getByRole('button', { name: /Call give-away/ })
      .first()
      .click();
    const card = phone.getByRole('region', { name: 'Call give-away request' });
    await card.getByRole('button', { name: 'Withdraw' }).click();
    await card.getByRole('status').getByText('You withdrew it.').waitFor();
    await phone.goto(NOVEMBER);
    await day.getByRole('button', { name: `Swap or give away ${md(date)} 1st` }).waitFor();
    expect(await day.getByText('JC → all?').count()).toBe(0);
  });
});
