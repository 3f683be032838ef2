import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { HttpError } from '../http/errors.js';
import { assertNoWarnings } from './event-rules.js';

const TODAY = '2026-11-18';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ today: TODAY });
});
afterAll(() => t.close());

describe('the demo week obeys the soft rules', () => {
  it('books no surgeon on time off or inside their own office session (saving any event would warn of nothing)', async () => {
    const events = await t.db
      .selectFrom('schedule_events')
      .selectAll()
      .where('event_date', '>=', addDays(TODAY, -63))
      .where('purpose', 'in', ['Procedure', 'Meeting'])
      .execute();
    expect(events.length).toBeGreaterThan(40);
    const people = await t.db.selectFrom('schedule_event_surgeons').selectAll().execute();
    const warned: string[] = [];
    for (const event of events) {
      const on = people.filter((row) => row.event_id === event.id);
      const input = {
        ...event,
        surgeon_id: on.filter((row) => row.surgeon_type === 'P').map((row) => row.surgeon_id),
        surgeon_deg: on.filter((row) => row.surgeon_type === 'A').map((row) => row.surgeon_id),
      };
      await assertNoWarnings(t.db, input as never).catch((error: unknown) => {
        if (!(error instanceof HttpError)) throw error;
        const warnings = error.extra.warnings as { message: string }[];
        warned.push(...warnings.map((warning) => `${event.event_date} ${warning.message}`));
      });
    }
    expect(warned).toEqual([]);
  });
});
