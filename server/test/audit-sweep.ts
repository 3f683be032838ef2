import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { entriesAfter, lastAuditId } from '../audit/audit.test-support.js';
import { createTestApp, type ApiClient, type ApiResponse, type TestApp, type TestAppOptions } from './harness.js';

/**
 * The audit sweep: every successful write adds exactly one audit entry, and a refused one none.
 * Each area declares its cases beside its own tests (`<area>.audit-cases.ts`) and runs them on a
 * portal of its own (`<area>.audit.test.ts`); server/test/audit-sweep.test.ts checks that the
 * cases together cover every declared write route. A case builds what it needs itself, so the
 * cases run in any order.
 */
export interface AuditWorld {
  t: TestApp;
  /** The demo users' ids. */
  ids: Record<AuditUser, number>;
  /** Calls the API as one of the demo users, signed in once for the whole sweep. */
  as(username: AuditUser): ApiClient;
  /** Calls the API on a session of its own (one the case may end or change). */
  signIn(username: AuditUser): Promise<ApiClient>;
}

const AUDIT_USERS = ['admin', 'staff', 'physician', 'pnatarajan', 'mchen'] as const;
export type AuditUser = (typeof AUDIT_USERS)[number];

/** A write made: its answer, and the record id its entry must carry ('' for none). */
export interface MadeWrite {
  response: ApiResponse<unknown>;
  entityId: () => string;
}

export interface ArrangedWrite {
  make: () => Promise<MadeWrite>;
  check?: (entry: AuditEntry) => void;
}

export interface WriteCase {
  route: string;
  area: string;
  action: string;
  /**
   * Entries the write records besides its own, as `area action` (a call request's messages and
   * the calendar days it changes): they are exact too. The write's own entry is its last one.
   */
  also?: string[];
  /** Builds what the write needs (its entries are not counted) and answers the write. */
  arrange: (world: AuditWorld) => Promise<ArrangedWrite>;
}

/** The write `call`, whose entry carries the id `entityId` reads from its answer. */
export function writeOf<T>(
  call: () => Promise<ApiResponse<T>>,
  entityId: (body: T) => string,
  check?: (entry: AuditEntry) => void,
): ArrangedWrite {
  return {
    make: async () => {
      const response = await call();
      return { response, entityId: () => entityId(response.body) };
    },
    check,
  };
}

export interface RefusedWrite {
  name: string;
  /** Builds what the refusal needs (its entries are not counted) and answers the refused call. */
  arrange: (world: AuditWorld) => Promise<() => Promise<ApiResponse<unknown>>>;
  status: number;
}

/** What a create answers of the record it made (under the area's key, or bare). */
export interface Made {
  id: number;
}

/** A before or after of an entry, read field by field. */
export const fields = (value: unknown) => value as Record<string, unknown>;

/** A fresh portal, signed in as each user the cases act as. */
export async function startAuditWorld(options: TestAppOptions = {}): Promise<AuditWorld> {
  const t = await createTestApp(options);
  const tokens = Object.fromEntries(
    await Promise.all(AUDIT_USERS.map(async (username) => [username, await t.login(username)] as const)),
  );
  const ids: Record<AuditUser, number> = {
    admin: await t.userId('admin'),
    staff: await t.userId('staff'),
    physician: await t.userId('physician'),
    pnatarajan: await t.userId('pnatarajan'),
    mchen: await t.userId('mchen'),
  };
  return {
    t,
    ids,
    as: (username) => t.api(tokens[username]),
    signIn: async (username) => t.api(await t.login(username)),
  };
}

/** Runs an area's audit cases on a portal of their own; answers that portal, for the area's other audit tests. */
export function sweepAuditedWrites(
  writes: WriteCase[],
  refusals: RefusedWrite[] = [],
  options: TestAppOptions = {},
): () => AuditWorld {
  let world: AuditWorld;
  // A portal and five sign-ins: slower than one test on a busy machine.
  beforeAll(async () => {
    world = await startAuditWorld(options);
  }, 120_000);
  afterAll(() => world?.t.close());

  describe('every successful write adds exactly one audit entry', () => {
    it.each(writes)('$route → one $area $action entry with the record id, before and after', async (write) => {
      const arranged = await write.arrange(world);
      const since = await lastAuditId(world.t);
      const { response, entityId } = await arranged.make();
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
      const entries = await entriesAfter(world.t, since);
      expect(entries.map((e) => `${e.area} ${e.action}`).sort()).toEqual(
        [`${write.area} ${write.action}`, ...(write.also ?? [])].sort(),
      );
      const entry = entries.findLast((e) => e.area === write.area && e.action === write.action) as AuditEntry;
      expect(entry).toMatchObject({ area: write.area, action: write.action });
      if (entityId() !== '') expect(entry.entity_id).toBe(entityId());
      expect(entry.actor_name).not.toBe('');
      if (['create', 'update', 'archive', 'save', 'remove-date', 'undo'].includes(write.action))
        expect(entry.after).not.toBeNull();
      if (['update', 'archive', 'remove-date', 'remove', 'turn-off', 'revoke', 'undo'].includes(write.action))
        expect(entry.before).not.toBeNull();
      arranged.check?.(entry);
      expect(JSON.stringify(entry)).not.toMatch(/password"|password_hash|scrypt\$|token|Secret/);
    });
  });

  if (refusals.length > 0)
    describe('a refused write adds no entry', () => {
      it.each(refusals)('$name', async (refusal) => {
        const call = await refusal.arrange(world);
        const since = await lastAuditId(world.t);
        expect((await call()).status).toBe(refusal.status);
        expect(await entriesAfter(world.t, since)).toEqual([]);
      });
    });
  return () => world;
}
