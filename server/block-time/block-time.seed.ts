import { addMonths, monthOf } from '../../shared/dates.js';
import { OFFICE_NOTE_BLOCK_TIME } from '../../shared/schemas/office-closures.js';
import { BLOCK_WEEKDAYS } from '../../shared/schemas/block-time.js';
import { weekdayDatesOfMonth } from '../../shared/schemas/block-time-keys.js';
import { insertOfficeRecord } from '../scheduling/scheduling.commands.js';
import type { Seeder } from '../db/seed-context.js';
import type { NormalizedBlock } from './block-time.normalize.js';
import { claimNextVersion, replaceMonthRows } from './block-time.repository.js';

/** A typical week of the practice's OR blocks (weekday → location, start, end). */
const WEEK: Record<string, [string, string, string][]> = {
  Monday: [
    ['MOR', '07:30', '15:00'],
    ['HOSC', '08:00', '12:00'],
  ],
  Tuesday: [
    ['MOR', '07:30', '15:00'],
    ['ROBOT', '07:00', '13:30'],
  ],
  Wednesday: [['HOSC', '07:30', '16:00']],
  Thursday: [
    ['MOR', '07:30', '15:00'],
    ['ROBOT', '12:00', '17:00'],
  ],
  Friday: [['HOSC', '07:30', '11:30']],
};

/** Blocks for the current and next month, and an effective start date on the 1st of this month. */
export const seedBlockTime: Seeder = async (db, context) => {
  const actorId = context.userIds.admin ?? 1;
  const now = context.now;
  const thisMonth = monthOf(context.today);
  for (const month of [thisMonth, addMonths(thisMonth, 1)]) {
    const byWeekday = weekdayDatesOfMonth(month);
    const blocks: NormalizedBlock[] = BLOCK_WEEKDAYS.flatMap((weekday) =>
      byWeekday[weekday].flatMap((date) =>
        (WEEK[weekday] ?? []).map(([location, start_time, end_time]) => ({ location, date, start_time, end_time })),
      ),
    );
    const ticks = blocks.map(({ location, date }) => ({ location, date, checked: true }));
    await claimNextVersion(db, month, undefined, actorId, now);
    await replaceMonthRows(db, { month, blocks, ticks }, actorId, now);
  }
  await insertOfficeRecord(db, { effective_date_start: `${thisMonth}-01`, note: OFFICE_NOTE_BLOCK_TIME, actorId });
};
