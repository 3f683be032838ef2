import { personIdsOf, type AuditEntry, type AuditPerson } from '../../shared/schemas/audit.js';
import type { Db } from '../db/connect.js';

/**
 * Each entry with the names and initials of the people its person fields name (surgeons on a
 * call day, an entry's surgeon and assistant, ...), from one query for all the entries. Only
 * people the entries themselves name are included, so a reader learns no one they could not
 * already see named on the record; names and initials are what every signed-in user sees on the
 * schedules (no contact details, no accounts).
 */
export async function withPeople(db: Db, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const ids = [...new Set(entries.flatMap(personIdsOf))];
  if (ids.length === 0) return entries;
  const rows = await db.selectFrom('users').select(['id', 'name', 'initial']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, { name: row.name, initial: row.initial ?? '' }]));
  return entries.map((entry) => {
    const people: Record<string, AuditPerson> = {};
    for (const id of personIdsOf(entry)) {
      const person = byId.get(id);
      if (person) people[id] = person;
    }
    return Object.keys(people).length > 0 ? { ...entry, people } : entry;
  });
}
