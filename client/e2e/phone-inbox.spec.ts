import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ now: '2026-11-30T09:15' });
});
afterAll(() => portal.close());

const PHONE = { width: 390, height: 844 };

describe('the inbox on a 390×844 phone', () => {
  it("shows every message's subject whole, inside the screen, beside its sender and time", async () => {
    const staff = await portal.t.login('staff');
    const carter = await portal.t.userId('physician');
    const subject = 'Pre-op labs for Mrs. Alvarez are back: potassium 3.1, please review before 2 pm';
    const sent = await portal.t
      .api(staff)
      .post('/api/send-message', { subject, message: 'Results are in the chart.', recipients: [carter] });
    expect(sent.status).toBe(201);

    const page = await portal.signedIn('physician', { at: '/messages', viewport: PHONE });
    const inbox = page.getByRole('list', { name: 'Inbox' });
    await inbox.getByRole('button', { name: new RegExp(subject.slice(0, 20)) }).waitFor();

    const rows = await inbox.locator('.message-row').evaluateAll((buttons) =>
      buttons.map((button) => {
        const part = (name: string) => button.querySelector(`.message-${name}`)!;
        const subjectBox = part('subject').getBoundingClientRect();
        return {
          subject: part('subject').textContent,
          whole: part('subject').scrollWidth <= part('subject').clientWidth && subjectBox.width > 0,
          inside: subjectBox.left >= 0 && subjectBox.right <= window.innerWidth,
          sender: part('who').getBoundingClientRect().width > 0,
          time: part('when').getBoundingClientRect().width > 0,
        };
      }),
    );
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows)
      expect(row, row.subject ?? '').toMatchObject({ whole: true, inside: true, sender: true, time: true });
    expect(rows.some((row) => row.subject?.endsWith(subject))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'messages-inbox-phone');

    // The desktop keeps its one line per message, subject included.
    const desktop = await portal.signedIn('physician', { at: '/messages' });
    const wide = desktop.getByRole('list', { name: 'Inbox' }).locator('.message-subject').first();
    await wide.waitFor();
    expect((await wide.boundingBox())!.width).toBeGreaterThan(200);
    await portal.screenshot(desktop, 'messages-inbox-desktop');
  });
});
