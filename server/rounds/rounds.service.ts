import type {
  CreateRoundBody,
  RoundRecord,
  SoDcBackBody,
  SoDcBody,
  UpdateRoundBody,
} from '../../shared/schemas/rounds.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { insertStamp, updateStamp } from '../db/stamps.js';
import { inTransaction, recordChange } from '../db/transaction.js';
import { isStale, updateVersioned } from '../db/versioned-update.js';
import { conflict, notFound } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import './rounds.changes.js';
import { findRound, insertRound } from './rounds.repository.js';
import type { HospitalRoundsTable } from './rounds.tables.js';
import type { Updateable } from 'kysely';

/**
 * Rules of hospital rounds. Every write stamps `updated_on` with the practice's today, which
 * is the day the archive lists an entry under. Nothing is ever deleted.
 */
function stamp(trx: Db, actor: AuthUser, today: string) {
  return { ...updateStamp(trx, actor.id), updated_on: today };
}

async function change(
  deps: ServiceDeps,
  actor: AuthUser,
  id: number,
  values: (existing: RoundRecord) => Updateable<HospitalRoundsTable>,
  expectedVersion?: number,
  action: 'update' | 'archive' = 'update',
): Promise<RoundRecord> {
  return inTransaction(deps, async (trx: Db) => {
    const existing = await findRound(trx, id);
    if (!existing) throw notFound('Round entry not found.');
    if (isStale(existing.version, expectedVersion)) throw conflict(existing);
    const current = (reader: Db) => findRound(reader, id);
    await updateVersioned(trx, {
      table: 'hospital_rounds',
      id,
      version: expectedVersion,
      values: { ...values(existing), ...stamp(trx, actor, deps.clock.today()) },
      current,
    });
    const updated = (await current(trx))!;
    await recordAudit(trx, { actor, area: 'rounds', action, entityId: id, before: existing, after: updated });
    recordChange(trx, { kind: 'round', round: updated });
    return updated;
  });
}

export async function createRound(deps: ServiceDeps, actor: AuthUser, body: CreateRoundBody): Promise<RoundRecord> {
  const today = deps.clock.today();
  return inTransaction(deps, async (trx) => {
    const created = await insertRound(trx, {
      ...body,
      is_archived: 0,
      created_on: today,
      updated_on: today,
      ...insertStamp(trx, actor.id),
    });
    await recordAudit(trx, {
      actor,
      area: 'rounds',
      action: 'create',
      entityId: created.id,
      before: null,
      after: created,
    });
    recordChange(trx, { kind: 'round', round: created });
    return created;
  });
}

export function editRound(deps: ServiceDeps, actor: AuthUser, id: number, body: UpdateRoundBody): Promise<RoundRecord> {
  const { version, ...fields } = body;
  return change(deps, actor, id, () => fields, version);
}

export function archiveRound(deps: ServiceDeps, actor: AuthUser, id: number): Promise<RoundRecord> {
  return change(deps, actor, id, () => ({ is_archived: 1 }), undefined, 'archive');
}

/** The fields and flags an undo puts back (validated by the caller as an edit is). */
export type RoundRestore = Omit<UpdateRoundBody, 'version'> & { so: number; dc: number; is_archived: number };

/**
 * Undo: the entry's fields and flags as an earlier write left them, in one versioned write from
 * `version` (409 with the current record when it changed since). Undeleting is allowed: rounds
 * entries are archived, never deleted.
 */
export function restoreRound(
  deps: ServiceDeps,
  actor: AuthUser,
  id: number,
  values: RoundRestore,
  version: number,
): Promise<RoundRecord> {
  return change(deps, actor, id, () => values, version);
}

/** S/O and D/C from the active list: one true and the other false (both false: active again). */
export function setSoDc(deps: ServiceDeps, actor: AuthUser, id: number, body: SoDcBody): Promise<RoundRecord> {
  return change(deps, actor, id, () => ({ so: body.so, dc: body.dc }));
}

/** The archive's toggles: one flag at a time; ticking one clears the other (mutually exclusive). */
export function setSoDcBack(deps: ServiceDeps, actor: AuthUser, id: number, body: SoDcBackBody): Promise<RoundRecord> {
  // Never derived from the stored row (a concurrent save could change it between read and write).
  return change(deps, actor, id, () => {
    if (body.so !== undefined) return body.so === 1 ? { so: 1, dc: 0 } : { so: 0 };
    return body.dc === 1 ? { dc: 1, so: 0 } : { dc: 0 };
  });
}
