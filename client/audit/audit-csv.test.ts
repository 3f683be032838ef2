import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { auditCsv } from './audit-csv';

const entry: AuditEntry = {
  id: 7,
  at: '2026-11-23T15:42:00.000Z',
  actor_user_id: 3,
  actor_name: 'Lopez, "Maria"',
  actor_board_id: null,
  area: 'call-calendar',
  action: 'update',
  entity_id: '2026-12-15',
  before: { surgeon_2nd: 4 },
  after: { surgeon_2nd: 5 },
  address: '=cmd',
  people: { 4: { name: 'Sarah Whitman', initial: 'SW' }, 5: { name: 'David Reyes', initial: 'DR' } },
};

describe('the audit CSV', () => {
  it('has a header and one quoted row per entry: changes by name, JSON before/after with ids, quotes doubled, formulas defused', () => {
    const lines = auditCsv([entry]).split('\r\n');
    expect(lines[0]).toBe(
      'id,at,actor_user_id,actor_name,actor_board_id,area,action,entity_id,changes,before,after,address',
    );
    expect(lines[1]).toBe(
      '"7","2026-11-23T15:42:00.000Z","3","Lopez, ""Maria""","","call-calendar","update","2026-12-15","2nd Sarah Whitman → David Reyes","{""surgeon_2nd"":4}","{""surgeon_2nd"":5}","\'=cmd"',
    );
    expect(lines).toHaveLength(3);
  });

  it('names lists of people, shows an id the entry has no name for as #id, and leaves other fields as they are', () => {
    const row = auditCsv([
      {
        ...entry,
        before: { surgeon_2nd: 9, surgeon_id: [4], room: '12', surgeon_initial: 'SW' },
        after: { surgeon_2nd: 5, surgeon_id: [4, 5], room: '14', surgeon_initial: 'DR' },
      },
    ]).split('\r\n')[1]!;
    expect(row).toContain('"2nd #9 → David Reyes; Surgeon Sarah Whitman → Sarah Whitman, David Reyes; Room 12 → 14"');
  });
});
