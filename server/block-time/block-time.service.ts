import type { BlockMonthRecord, BlockSaveBody } from '../../shared/schemas/block-time.js';
import { changedBlockDates } from '../../shared/schemas/block-time-keys.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import { conflict, HttpError } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import './block-time.changes.js';
import { normalizeBlockMonth } from './block-time.normalize.js';
import { claimNextVersion, readStoredMonth, replaceMonthRows } from './block-time.repository.js';
import { toDayOverlay, toDocumentRecord, toMonthData, toMonthRecord } from './block-time.views.js';
import { inTransaction, recordChange, writeAt } from '../db/transaction.js';

/** 400 with the first message (the contract's status for a malformed block calendar). */
function malformed(errors: Record<string, string[]>): HttpError {
  return new HttpError(400, Object.values(errors)[0]?.[0] ?? 'The block calendar is malformed.', { errors });
}

/**
 * Saves a whole month: its blocks and checkbox states replace what was stored, in one
 * transaction, only when `version` (if sent) is still the month's version (else 409 with what
 * is stored now). After commit: the month to its room, each changed date's footers to its day.
 */
export async function saveBlockMonth(
  deps: ServiceDeps,
  actor: AuthUser,
  body: BlockSaveBody,
): Promise<{ record: BlockMonthRecord; changedDates: string[] }> {
  const normalized = normalizeBlockMonth(body);
  if (!normalized.ok) throw malformed(normalized.errors);
  const next = normalized.value;
  const result = await inTransaction(deps, async (trx) => {
    const now = writeAt(trx);
    const before = await readStoredMonth(trx, next.month);
    const version = await claimNextVersion(trx, next.month, body.version, actor.id, now);
    if (version === null) return { stale: toMonthRecord(await readStoredMonth(trx, next.month)) } as const;
    await replaceMonthRows(trx, next, actor.id, now);
    const record = toMonthRecord({ ...next, version });
    await recordAudit(trx, {
      actor,
      area: 'block-time',
      action: 'save',
      entityId: next.month,
      before: toMonthRecord(before),
      after: record,
    });
    const changedDates = changedBlockDates(toMonthData(before), record);
    const data = { locations: record.locations, checkboxStates: record.checkboxStates };
    recordChange(trx, {
      kind: 'block-month',
      saved: { month: record.month, data, version: record.version, changedDates },
      dayOverlays: changedDates.map((date) => toDayOverlay(date, next.blocks)),
    });
    return { record, changedDates } as const;
  });
  if ('stale' in result) throw conflict(toDocumentRecord(result.stale!));
  return { record: result.record, changedDates: result.changedDates };
}
