import type { DailyScheduleData } from '../../shared/schemas/daily-schedule.js';
import type { Db } from '../db/connect.js';
import { readDayWithoutRoles } from './day-data.js';
import { surgeonRolesOn } from '../call-calendar/day-overlay.js';

const MAX_DAYS = 120;

type Cached = {
  stamp: string;
  data: Omit<DailyScheduleData, 'surgeonsRole'>;
  head: string;
  tail: string;
  /** The last answer sent, with the roles it held (reused while they stay the same). */
  sent?: { roles: string; body: Buffer };
};

/** Every schedule write bumps the revision in its transaction (see the service). */
export async function bumpRevision(db: Db): Promise<void> {
  await db.updateTable('schedule_revision').set((eb) => ({ revision: eb('revision', '+', 1) })).where('id', '=', 1).execute();
}

/**
 * What a cached day depends on: the schedule revision and the users (names, status, role).
 * One small query, valid across server nodes since it reads the database, not memory.
 */
async function currentStamp(db: Db): Promise<string> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('schedule_revision').select('revision').where('id', '=', 1).as('revision'),
      eb.selectFrom('users').select((inner) => inner.fn.max('updated_at').as('u')).as('users_updated'),
      eb.selectFrom('users').select((inner) => inner.fn.countAll<number>().as('c')).as('users_count'),
    ])
    .executeTakeFirstOrThrow();
  return `${row.revision}|${row.users_updated}|${row.users_count}`;
}

/**
 * Days read often (the wall board, every grid that joins) and written rarely: the built day
 * and its JSON are kept until the stamp changes. Call roles are read fresh every time.
 */
export class DayCache {
  private readonly days = new Map<string, Cached>();

  constructor(private readonly db: Db) {}

  private async entry(date: string): Promise<Cached> {
    const stamp = await currentStamp(this.db);
    const held = this.days.get(date);
    if (held && held.stamp === stamp) return held;
    const data = await readDayWithoutRoles(this.db, date);
    const { surgeon_events, office_events, ...rest } = data;
    const head = JSON.stringify(rest).slice(0, -1);
    const tail = JSON.stringify({ surgeon_events, office_events }).slice(1);
    const entry = { stamp, data, head, tail };
    this.days.delete(date);
    this.days.set(date, entry);
    if (this.days.size > MAX_DAYS) this.days.delete(this.days.keys().next().value!);
    return entry;
  }

  async read(date: string): Promise<DailyScheduleData> {
    const { data } = await this.entry(date);
    const { surgeon_events, office_events, ...rest } = data;
    return { ...rest, surgeonsRole: await surgeonRolesOn(this.db, date), surgeon_events, office_events };
  }

  /** The day as JSON bytes, ready to send. */
  async readJson(date: string): Promise<Buffer> {
    const entry = await this.entry(date);
    const roles = JSON.stringify(await surgeonRolesOn(this.db, date));
    if (entry.sent?.roles !== roles) entry.sent = { roles, body: Buffer.from(`${entry.head},"surgeonsRole":${roles},${entry.tail}`) };
    return entry.sent.body;
  }
}
