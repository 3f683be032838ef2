import { createHash } from 'node:crypto';
import type { DailyScheduleData } from '../../shared/schemas/daily-schedule.js';
import type { SurgeonDayRole } from '../../shared/schemas/day-overlays.js';
import type { Db } from '../db/connect.js';
import { rolesOf } from '../scheduling/scheduling.queries.js';
import { readDayWithoutRoles } from './day-data.js';

const MAX_DAYS = 120;

type DayWithoutRoles = Omit<DailyScheduleData, 'surgeonsRole'>;

/** A day's answer as sent: its bytes and their entity tag. */
export interface DayJson {
  body: Buffer;
  etag: string;
}

type Cached = {
  stamp: string;
  data: DayWithoutRoles;
  head: string;
  tail: string;
  /** The last answer sent, with the roles it held (reused while they stay the same). */
  sent?: DayJson & { roles: string };
};

/** Every schedule write bumps the revision in its transaction (see the service). */
export async function bumpRevision(db: Db): Promise<void> {
  await db
    .updateTable('schedule_revision')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

interface DayCheck {
  /** What the cached day depends on: the schedule revision and the users (names, status, role). */
  stamp: string;
  /** The call roles of the date (the grid's surgeonsRole), read fresh on every check. */
  roles: SurgeonDayRole[];
}

/**
 * Everything a read must know to trust (or not) the cached day, in ONE query: the schedule
 * revision, the users' last change and count, and the date's call slots (unique index on date).
 * Valid across server nodes since it reads the database, not memory.
 */
async function checkDay(db: Db, date: string): Promise<DayCheck> {
  const row = await db
    .selectFrom('schedule_revision as r')
    .leftJoin('call_entries as c', (join) => join.on('c.date', '=', date))
    .select((eb) => [
      'r.revision',
      'c.surgeon_1st',
      'c.surgeon_2nd',
      'c.surgeon_o_am',
      'c.surgeon_o_pm',
      eb
        .selectFrom('users')
        .select((inner) => inner.fn.max('updated_at').as('u'))
        .as('users_updated'),
      eb
        .selectFrom('users')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('users_count'),
    ])
    .where('r.id', '=', 1)
    .executeTakeFirstOrThrow();
  return { stamp: `${row.revision}|${row.users_updated}|${row.users_count}`, roles: rolesOf(row) };
}

/** Office events read back with the day's office holders in `surgeon_o_am` / `surgeon_o_pm` (the document's read-back). */
function withOfficeHolders(
  events: DailyScheduleData['office_events'],
  roles: SurgeonDayRole[],
): DailyScheduleData['office_events'] {
  if (events.length === 0) return events;
  const holder = (role: string) => roles.find((item) => item.role === role)?.id ?? null;
  return events.map((event) => ({ ...event, surgeon_o_am: holder('O AM'), surgeon_o_pm: holder('O PM') }));
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Days read often (the wall board, every grid that joins) and written rarely: the built day
 * and its JSON are kept until the stamp changes; the bytes and ETag until the roles change too.
 */
export class DayCache {
  private readonly days = new Map<string, Cached>();

  constructor(private readonly db: Db) {}

  private async entry(date: string): Promise<{ entry: Cached; roles: SurgeonDayRole[] }> {
    const { stamp, roles } = await checkDay(this.db, date);
    const held = this.days.get(date);
    if (held && held.stamp === stamp) return { entry: held, roles };
    const data = await readDayWithoutRoles(this.db, date);
    const { surgeon_events, office_events, ...rest } = data;
    const head = JSON.stringify(rest).slice(0, -1);
    const tail = JSON.stringify({ surgeon_events, office_events }).slice(1);
    const entry = { stamp, data, head, tail };
    this.days.delete(date);
    this.days.set(date, entry);
    if (this.days.size > MAX_DAYS) this.days.delete(this.days.keys().next().value!);
    return { entry, roles };
  }

  async read(date: string): Promise<DailyScheduleData> {
    const { entry, roles } = await this.entry(date);
    const { surgeon_events, office_events, ...rest } = entry.data;
    return { ...rest, surgeonsRole: roles, surgeon_events, office_events: withOfficeHolders(office_events, roles) };
  }

  /** The day as JSON bytes ready to send, with their ETag. */
  async readJson(date: string): Promise<DayJson> {
    const { entry, roles: dayRoles } = await this.entry(date);
    const roles = JSON.stringify(dayRoles);
    if (entry.sent?.roles !== roles) {
      const { surgeon_events, office_events } = entry.data;
      const tail =
        office_events.length === 0
          ? entry.tail
          : JSON.stringify({ surgeon_events, office_events: withOfficeHolders(office_events, dayRoles) }).slice(1);
      const body = Buffer.from(`${entry.head},"surgeonsRole":${roles},${tail}`);
      entry.sent = { roles, body, etag: etagOf(body) };
    }
    return entry.sent;
  }
}
