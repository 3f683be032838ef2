import {
  DEFAULT_OFFICE_HOURS,
  type OfficeHours,
  type OfficeHoursBody,
  type OfficeHoursView,
  type OfficePeriod,
} from '../../shared/schemas/call-calendar-office-hours.js';
import { insertStamp, updateStamp } from '../db/stamps.js';
import type { Db } from '../db/connect.js';

const columns = ['period', 'start_time', 'end_time', 'effective_date_start'] as const;

/** The hours in force on `date` (the latest effective date on or before it, else the defaults) and later changes. */
export async function readOfficeHours(db: Db, date: string): Promise<OfficeHoursView> {
  const rows = await db.selectFrom('office_hours').select(columns).orderBy('effective_date_start').execute();
  const inForce = (period: OfficePeriod): OfficeHours => {
    const row = rows.filter((r) => r.period === period && r.effective_date_start <= date).at(-1);
    return row ? { ...row, period } : DEFAULT_OFFICE_HOURS[period];
  };
  const upcoming = rows
    .filter((row) => row.effective_date_start > date)
    .map((row) => ({ ...row, period: row.period as OfficePeriod }));
  return { date, am: inForce('AM'), pm: inForce('PM'), upcoming };
}

/** One row per period and effective date: saving the same pair again replaces its times. */
export async function upsertOfficeHours(db: Db, body: OfficeHoursBody, actorId: number): Promise<void> {
  await db
    .insertInto('office_hours')
    .values({ ...body, ...insertStamp(db, actorId) })
    .onConflict((conflict) =>
      conflict.columns(['period', 'effective_date_start']).doUpdateSet((eb) => ({
        start_time: eb.ref('excluded.start_time'),
        end_time: eb.ref('excluded.end_time'),
        ...updateStamp(db, actorId),
        version: eb(eb.ref('office_hours.version'), '+', 1),
      })),
    )
    .execute();
}
