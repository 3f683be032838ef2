import { blockTimeContract as contract } from '../../shared/contract/block-time.js';
import { officeClosuresContract } from '../../shared/contract/office-closures.js';
import type { BlockEntry, BlockMonthDocument, BlockMonthRecord } from '../../shared/schemas/block-time.js';
import { flattenBlockLocations, nestBlockLocations } from '../../shared/schemas/block-time-keys.js';
import { OFFICE_NOTE_BLOCK_TIME } from '../../shared/schemas/office-closures.js';
import { call, conflictOf } from '../lib/api-client';

/** HTTP speaks the document's location → weekday → date; the screens and pushes hold location → date. */
export function fromDocument<T extends BlockMonthDocument>(record: T): Omit<T, 'locations'> & BlockMonthRecord {
  return {
    ...record,
    locations: flattenBlockLocations(record.locations).locations as Record<string, Record<string, BlockEntry>>,
  };
}

export const blockTimeApi = {
  month: (month: string) =>
    call(contract.month, { query: { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) } }).then(
      (records) => fromDocument(records[0]!),
    ),
  /** `version` is the one the edit started from: a stale one answers 409. */
  save: (body: BlockMonthRecord) =>
    call(contract.save, { body: { ...body, locations: nestBlockLocations(body.locations) } }).then(fromDocument),
  effectiveDates: () => call(contract.effectiveDates),
  /** The effective start date is an office record with note 'BlockTime'. */
  saveEffectiveDate: (effectiveDateStart: string) =>
    call(officeClosuresContract.save, {
      body: { note: OFFICE_NOTE_BLOCK_TIME, effective_date_start: effectiveDateStart },
    }).then((response) => response.office),
};

/** The saved month a refused save's 409 carries (`current`), flat as the screens hold it; undefined for any other error. */
export function savedMonthOf(error: unknown): BlockMonthRecord | undefined {
  const current = conflictOf(error, contract.save);
  return current && fromDocument(current);
}
