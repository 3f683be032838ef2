import type { Holiday } from '../../shared/schemas/fairness-ledger.js';
import type { Db } from '../db/connect.js';
import { recordChange } from '../db/transaction.js';
import { deleteHoliday, insertHoliday } from './holidays.repository.js';
import './scheduling.changes.js';

/**
 * A practice holiday added in the caller's transaction. Its day changes for every calendar: the
 * grid marks it, coverage asks no office sessions of it, and its calls count as holiday calls.
 */
export async function addHolidayIn(
  trx: Db,
  values: { date: string; name: string; actorId: number | null },
): Promise<Holiday> {
  const holiday = await insertHoliday(trx, values);
  recordChange(trx, { kind: 'holiday', date: holiday.date });
  return holiday;
}

/** A practice holiday removed in the caller's transaction: its day is an ordinary day again. */
export async function removeHolidayIn(trx: Db, holiday: Holiday): Promise<void> {
  await deleteHoliday(trx, holiday.id);
  recordChange(trx, { kind: 'holiday', date: holiday.date });
}
