import { sql } from 'kysely';
import type { SurgeonLogRow, SurgeonLogs } from '../../shared/schemas/operative-log.js';
import type { Db } from '../db/connect.js';
import { listActiveSurgeons } from '../users/physicians.repository.js';

type Role = 'surgeon' | 'assistant';

/** Counts of not-archived entries of `year` per person named in `role`, per month. */
function countsBy(db: Db, role: Role, year: number) {
  const month = sql<string>`substr(created_on, 6, 2)`;
  return db
    .selectFrom('operative_entries')
    .select([`${role} as person`, month.as('month'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('is_archived', '=', 0)
    .where('created_on', '>=', `${year}-01-01`)
    .where('created_on', '<=', `${year}-12-31`)
    .groupBy([role, month])
    .execute();
}

/**
 * The yearly statistics panel: every active physician and everyone named on an entry that
 * year (even only as assistant, or since deactivated) gets twelve month rows.
 */
export async function surgeonLogs(db: Db, year: number): Promise<SurgeonLogs> {
  const [primary, assists, active] = await Promise.all([
    countsBy(db, 'surgeon', year),
    countsBy(db, 'assistant', year),
    listActiveSurgeons(db),
  ]);
  const people = new Map<number, string>(active.map((surgeon) => [surgeon.id, surgeon.name]));
  const named = [...primary, ...assists].map((row) => Number(row.person)).filter((id) => !people.has(id));
  if (named.length > 0) {
    const others = await db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', [...new Set(named)])
      .execute();
    for (const other of others) people.set(other.id, other.name);
  }

  const key = (person: number, month: number) => `${person}:${month}`;
  const surgeries = new Map(primary.map((row) => [key(Number(row.person), Number(row.month)), Number(row.count)]));
  const assistances = new Map(assists.map((row) => [key(Number(row.person), Number(row.month)), Number(row.count)]));

  const surgeons: SurgeonLogRow[] = [];
  const ordered = [...people].sort((a, b) => a[1].localeCompare(b[1]));
  for (const [id, name] of ordered) {
    for (let month = 1; month <= 12; month += 1) {
      surgeons.push({
        id,
        name,
        month,
        surgeries: surgeries.get(key(id, month)) ?? 0,
        assistances: assistances.get(key(id, month)) ?? 0,
      });
    }
  }
  return { year, surgeons, assistants: surgeons.filter((row) => row.assistances > 0) };
}
