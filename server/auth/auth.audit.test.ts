import { describe, expect, it } from 'vitest';
import { entriesAfter, lastAuditId } from '../audit/audit.test-support.js';
import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { AUTH_WRITES } from './auth.audit.test-support.js';
import { authContract } from '../../shared/contract/auth.js';

const world = sweepAuditedWrites(AUTH_WRITES);

describe('a refused write adds no entry', () => {
  it('a failed sign-in is recorded with the name typed and the address, never the password', async () => {
    const { t, ids } = world();
    const since = await lastAuditId(t);
    expect(
      (await t.call(authContract.login, { body: { username: 'staff', password: 'wrong-guess-123' } })).status,
    ).toBe(422);
    const entries = await entriesAfter(t, since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      area: 'sessions',
      action: 'sign-in-failed',
      actor_name: 'staff',
      entity_id: String(ids.staff),
      address: '127.0.0.1',
    });
    expect(JSON.stringify(entries)).not.toContain('wrong-guess-123');
  });
});
