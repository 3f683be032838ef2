import { addDays } from '../../shared/dates.js';
import { START_TIMES } from '../../shared/schedule-times.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { addCaseAs } from './case-tracking.factories.test-support.js';

export interface CaseTrackingApp {
  t: TestApp;
  tokens: Record<string, string>;
  /** The physician every new case is for. */
  surgeon: number;
  today: string;
  yesterday: string;
  /** A new case on `date`, added by staff, each in a quarter hour of its own: its event id. */
  newCase(date: string): Promise<number>;
}

/** A portal whose today, yesterday and the day before hold only the cases a test adds. */
export async function caseTrackingApp(): Promise<CaseTrackingApp> {
  const t = await createTestApp();
  const tokens = await t.loginEach(['admin', 'ceo', 'physician', 'staff']);
  const surgeon = await t.userId('physician');
  const today = t.clock.today();
  // The demo practice's own cases of these days would overlap the ones the tests add.
  await t.db
    .updateTable('schedule_events')
    .set({ is_archived: 1 })
    .where('event_date', 'in', [today, addDays(today, -1), addDays(today, -2)])
    .execute();
  let slot = 0;
  const newCase = (date: string) => {
    const [start, end] = [START_TIMES[slot]!, START_TIMES[slot + 1]!];
    slot += 1;
    return addCaseAs(t, tokens.staff!, surgeon, { event_date: date, start_time: start, end_time: end });
  };
  return { t, tokens, surgeon, today, yesterday: addDays(today, -1), newCase };
}
