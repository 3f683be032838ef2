import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ today: '2026-10-15' });
});
afterAll(() => portal.close());

const ROUND = {
  room: '9',
  first_name: 'Undine',
  last_name: 'Rowe',
  age: '58 F',
  mrn: 'MRN-E2E-U',
  diagnosis: 'Cholangitis',
  procedure: 'ERCP',
  notes: 'Diet: NPO',
  facility: 'PHH',
};

describe('undo on a rounds row’s history', () => {
  it('offers Undo on the newest change only, says "Changed since" on a stale one, and the undo is seen live by another browser', async () => {
    const { t } = portal;
    const [physician, admin] = await Promise.all([t.login('physician'), t.login('admin')]);
    const created = await t.api(physician).post('/api/hospital-round', ROUND);
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const notes = await t
      .api(physician)
      .put(`/api/hospital-round/${id}`, { ...ROUND, notes: 'Diet: clear', version: 1 });
    expect(notes.status).toBe(200);
    const diagnosis = await t.api(admin).put(`/api/hospital-round/${id}`, {
      ...ROUND,
      notes: 'Diet: clear',
      diagnosis: 'Sepsis',
      version: 2,
    });
    expect(diagnosis.status).toBe(200);

    const watcher = await portal.signedIn('staff', { at: '/hospital-round' });
    const watchedRow = watcher.getByRole('table', { name: 'Active patients' }).getByRole('row', { name: /Rowe/ });
    await expect.poll(() => watchedRow.innerText(), { timeout: 5_000 }).toContain('Sepsis');

    const page = await portal.signedIn('physician', { at: '/hospital-round' });
    await page.getByRole('button', { name: 'History of Undine Rowe' }).click();
    const history = page.getByRole('list', { name: 'History of Undine Rowe' });
    await history.waitFor();
    const items = history.getByRole('listitem');
    await expect.poll(() => items.count(), { timeout: 5_000 }).toBe(3);
    expect(await items.nth(0).innerText()).toMatch(/^Diagnosis Cholangitis → Sepsis, Olivia Grant, /);
    expect(await items.nth(0).getByRole('button', { name: /^Undo/ }).count()).toBe(1);
    // The older change: the record changed since, so no Undo, and the reason instead.
    expect(await items.nth(1).innerText()).toMatch(/^Notes Diet: NPO → Diet: clear, James Carter, .*Changed since$/s);
    expect(await items.nth(1).getByRole('button').count()).toBe(0);
    // The addition is not undoable at all (refused on the server): no button, no note.
    expect(await items.nth(2).innerText()).toMatch(/^Added, James Carter, /);
    expect(await items.nth(2).getByRole('button').count()).toBe(0);
    expect(await seriousAxeViolations(page, [], '[role="dialog"]')).toEqual([]);
    await portal.screenshot(page, 'audit-rounds-row-history');

    await items.nth(0).getByRole('button', { name: /^Undo/ }).click();
    await page.getByRole('status').filter({ hasText: 'Undone.' }).waitFor();
    await expect
      .poll(() => items.first().innerText(), { timeout: 5_000 })
      .toMatch(/^Diagnosis Sepsis → Cholangitis, James Carter, .*\(undo\)/);
    // The change just undone is stale now: it says so and offers no Undo.
    expect(await items.nth(1).getByRole('button').count()).toBe(0);
    expect(await items.nth(1).innerText()).toContain('Changed since');
    await expect.poll(() => watchedRow.innerText(), { timeout: 5_000 }).toContain('Cholangitis');
    expect(await watchedRow.innerText()).not.toContain('Sepsis');
    expect(await seriousAxeViolations(page, [], '[role="dialog"]')).toEqual([]);
    await portal.screenshot(page, 'audit-rounds-row-after-undo');
    await portal.screenshot(watcher, 'audit-rounds-watcher-after-undo');

    // A reader who may not write rounds still sees the row's history, without Edit or Undo.
    expect(await watchedRow.getByRole('button', { name: 'Edit Undine Rowe' }).count()).toBe(0);
    await watchedRow.getByRole('button', { name: 'History of Undine Rowe' }).click();
    const readerItems = watcher.getByRole('list', { name: 'History of Undine Rowe' }).getByRole('listitem');
    await expect.poll(() => readerItems.count(), { timeout: 5_000 }).toBe(4);
    expect(await readerItems.getByRole('button', { name: /^Undo/ }).count()).toBe(0);
    expect(await seriousAxeViolations(watcher, [], '[role="dialog"]')).toEqual([]);
  });

  it('the audit page shows people by name in Changes', async () => {
    const { t } = portal;
    const [sw, dr] = await Promise.all([t.userId('swhitman'), t.userId('dreyes')]);
    const staff = await t.login('staff');
    const day = '2026-11-12';
    expect(
      (await t.api(staff).post('/api/calendar-add-data', { entries: [{ date: day, surgeon_2nd: sw }] })).status,
    ).toBe(200);
    expect(
      (await t.api(staff).post('/api/calendar-add-data', { entries: [{ date: day, surgeon_2nd: dr }] })).status,
    ).toBe(200);
    const page = await portal.signedIn('admin', { at: '/administration/audit' });
    const table = page.getByRole('table', { name: 'Audit entries' });
    await table.waitFor();
    await page.getByLabel('Record id').fill(day);
    await page.getByLabel('Area').selectOption({ label: 'Call calendar' });
    await page.getByLabel('Person').selectOption({ label: 'Maria Lopez' }); // people and areas by name
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(async () => (await table.getByRole('row').count()) - 1, { timeout: 5_000 }).toBe(2);
    expect(await table.getByRole('row').nth(1).innerText()).toContain('2nd Sarah Whitman → David Reyes');
    expect(await table.getByRole('row').nth(2).innerText()).toMatch(/2nd .* → Sarah Whitman/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'audit-log-names');
  });
});
