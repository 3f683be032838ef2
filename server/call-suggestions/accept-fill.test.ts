import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datesOfMonth } from '../../shared/dates.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import type { CallEntry } from '../../shared/schemas/call-calendar.js';
import type { SuggestedEntry } from '../../shared/schemas/call-suggestions.js';
import { emptyCallDay } from '../scheduling/call-calendar.factories.test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { auditContract } from '../../shared/contract/audit.js';
import { callSuggestionsContract } from '../../shared/contract/call-suggestions.js';
import { authContract } from '../../shared/contract/auth.js';
import { answered, refused } from '../test/call-declared.js';

/**
 * Saving accepted suggestions: the calendar's own save, each day's History saying it was a
 * suggested fill, and one History entry of the fill that one Undo takes back whole. July 2031,
 * emptied first, at a stated moment.
 */
const MONTH = '2031-07';
const DATES = datesOfMonth(MONTH);

describe('POST /api/call-suggestions/accept', () => {
  let t: TestApp;
  let admin: string;

  const month = async () =>
    answered(await t.call(callCalendarContract.entries, { query: { year: '2031', month: '7' } }, admin))
      .entries as CallEntry[];
  const filledCells = async () =>
    (await month()).reduce(
      (sum, day) =>
        sum + [day.surgeon_1st, day.surgeon_2nd, day.surgeon_o_am, day.surgeon_o_pm].filter((id) => id != null).length,
      0,
    );
  /** The suggestions as the edit page would send them: one entry per day, at the day's current version. */
  const asSave = async (suggested: SuggestedEntry[]) => {
    const versions = new Map((await month()).map((day) => [day.date, day.version]));
    const days = new Map<string, Record<string, unknown>>();
    for (const entry of suggested) {
      const day = days.get(entry.date) ?? { date: entry.date, version: versions.get(entry.date) ?? 0 };
      day[entry.slot] = entry.surgeon_id;
      days.set(entry.date, day);
    }
    return [...days.values()];
  };
  const fillHistory = async () =>
    answered(await t.call(auditContract.history, { params: { area: 'call-suggestions', id: MONTH } }, admin))
      .entries as AuditEntry[];

  beforeAll(async () => {
    t = await createTestApp({ now: '2031-06-10T09:00' });
    admin = await t.login('admin');
    const cleared = await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: DATES.map(emptyCallDay), acknowledge_warnings: true } },
      admin,
    );
    expect(cleared.status).toBe(200);
  });
  afterAll(() => t.close());

  it('saves the accepted cells through the calendar, each day saying why, and undoes the whole fill in one step', async () => {
    const suggestions = answered(await t.call(callSuggestionsContract.suggest, { body: { month: MONTH } }, admin))
      .entries as SuggestedEntry[];
    const entries = await asSave(suggestions);
    const saved = await t.api(admin).post('/api/call-suggestions/accept', {
      entries,
      accepted: suggestions.length,
      acknowledge_warnings: true,
    });
    expect(saved.status).toBe(200);
    expect(await filledCells()).toBe(suggestions.length);

    const reason = `Suggested fill by ${answered(await t.call(authContract.currentUser, {}, admin)).user.name}, accepted ${suggestions.length} cells`;
    const dayHistory = answered(
      await t.call(auditContract.history, { params: { area: 'call-calendar', id: DATES[2]! } }, admin),
    ).entries as AuditEntry[];
    expect((dayHistory[0]!.after as { reason?: string }).reason).toBe(reason);

    const [fill] = await fillHistory();
    expect(fill).toMatchObject({ area: 'call-suggestions', action: 'accept-fill', entity_id: MONTH, undoable: true });
    expect((fill!.after as { reason: string }).reason).toBe(reason);

    const undone = await t.call(
      auditContract.undo,
      { params: { id: fill!.id }, body: { acknowledge_warnings: true } },
      admin,
    );
    expect(undone.status).toBe(200);
    expect(await filledCells()).toBe(0);
    const [undo, original] = await fillHistory();
    expect(undo).toMatchObject({ action: 'undo', undoable: false });
    expect(original).toMatchObject({ id: fill!.id, undoable: false, undo_note: 'Changed since' });
    const again = await t.call(
      auditContract.undo,
      { params: { id: fill!.id }, body: { acknowledge_warnings: true } },
      admin,
    );
    expect(again.status).toBe(409);
    expect(await filledCells()).toBe(0);
  });

  it('refuses a stale day with 409, saving nothing and recording no fill', async () => {
    const suggestions = answered(
      await t.call(callSuggestionsContract.suggest, { body: { month: MONTH, days: [DATES[4], DATES[5]] } }, admin),
    ).entries as SuggestedEntry[];
    const entries = (await asSave(suggestions)).map((day) => ({ ...day, version: (day.version as number) + 7 }));
    const fills = (await fillHistory()).length;
    const refused = await t
      .api(admin)
      .post('/api/call-suggestions/accept', { entries, accepted: 2, acknowledge_warnings: true });
    expect(refused.status).toBe(409);
    expect(refused.body.current).toHaveLength(2);
    expect(await filledCells()).toBe(0);
    expect(await fillHistory()).toHaveLength(fills);
  });

  it('refuses days of two months, no day, no accepted cell, a non-scheduler; changes nothing', async () => {
    const noDay = await t.call(callSuggestionsContract.acceptFill, { body: { entries: [], accepted: 1 } }, admin);
    expect(noDay.status).toBe(422);
    expect(refused(noDay).errors!.entries).toBeDefined();
    const day = { ...emptyCallDay(DATES[1]!), version: 0 };
    const twoMonths = await t.call(
      callSuggestionsContract.acceptFill,
      {
        body: {
          entries: [day, { ...emptyCallDay('2031-08-01'), version: 0 }],
          accepted: 1,
        },
      },
      admin,
    );
    expect(twoMonths.status).toBe(422);
    expect(refused(twoMonths).errors!['entries.1.date']).toEqual([`Must be a day of ${MONTH}.`]);
    const none = await t.call(callSuggestionsContract.acceptFill, { body: { entries: [day], accepted: 0 } }, admin);
    expect(none.status).toBe(422);
    expect(refused(none).errors!.accepted).toBeDefined();
    const physician = await t.login('physician');
    expect(
      (await t.call(callSuggestionsContract.acceptFill, { body: { entries: [day], accepted: 1 } }, physician)).status,
    ).toBe(403);
    expect(await filledCells()).toBe(0);
  });
});
