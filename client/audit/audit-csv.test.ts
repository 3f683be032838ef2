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
};

describe('the audit CSV', () => {
  it('has a header and one quoted row per entry, JSON for before/after, quotes doubled, formulas defused', () => {
    const lines = auditCsv([entry]).split('\r\n');
    expect(lines[0]).toBe('id,at,actor_user_id,actor_name,actor_board_id,area,action,entity_id,before,after,address');
    expect(lines[1]).toBe(
      '"7","2026-11-23T15:42:00.000Z","3","Lopez, ""Maria""","","call-calendar","update","2026-12-15","{""surgeon_2nd"":4}","{""surgeon_2nd"":5}","\'=cmd"',
    );
    expect(lines).toHaveLength(3);
  });
});
