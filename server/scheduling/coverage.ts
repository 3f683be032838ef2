import { coverageGaps, gapCounts } from '../../shared/coverage.js';
import { rooms } from '../../shared/realtime/rooms.js';
import type { Coverage } from '../../shared/schemas/coverage.js';
import { OFFICE_NOTE_CLOSE } from '../../shared/schemas/office-closures.js';
import type { Db } from '../db/connect.js';
import type { ServiceDeps } from '../service-deps.js';
import { listEntries } from './call-entries.repository.js';
import { monthRange } from './month-range.js';
import { listOfficeRecords } from './office-closures.repository.js';
import { holidaysBetween } from './holidays.repository.js';

/** Every day of [from, to] with an empty call slot (shared/coverage.ts decides which slots a day needs). */
export async function readCoverage(db: Db, from: string, to: string): Promise<Coverage> {
  const [entries, closures, holidays] = await Promise.all([
    listEntries(db, from, to),
    listOfficeRecords(db, OFFICE_NOTE_CLOSE, from, to),
    holidaysBetween(db, from, to),
  ]);
  const byDate = new Map(entries.map((entry) => [entry.date, entry]));
  // No office sessions are expected on a closed day or a practice holiday.
  const noOffice = new Set([
    ...closures.map((record) => record.effective_date_start),
    ...holidays.map((holiday) => holiday.date),
  ]);
  const days = coverageGaps(
    from,
    to,
    (date) => byDate.get(date),
    (date) => noOffice.has(date),
  );
  return { from, to, days, counts: gapCounts(days) };
}

export const readMonthCoverage = (db: Db, month: string): Promise<Coverage> => {
  const { from, to } = monthRange(month);
  return readCoverage(db, from, to);
};

/** After a commit that may have filled or emptied slots on `dates`: each touched month's coverage to its room. */
export async function publishCoverage({ db, publisher }: ServiceDeps, dates: Iterable<string>): Promise<void> {
  for (const month of new Set([...dates].map((date) => date.slice(0, 7)))) {
    publisher.publish(rooms.month(month), 'coverage:changed', await readMonthCoverage(db, month));
  }
}
