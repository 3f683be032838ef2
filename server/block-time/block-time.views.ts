import { formatUsDate } from '../../shared/dates.js';
import type { BlockDayOverlay } from '../../shared/schemas/day-overlays.js';
import { OFFICE_NOTE_BLOCK_TIME } from '../../shared/schemas/office-closures.js';
import {
  BLOCK_LOCATIONS,
  formatBlockRange,
  type BlockEffectiveDate,
  type BlockMonthData,
  type BlockMonthDocument,
  type BlockMonthRecord,
} from '../../shared/schemas/block-time.js';
import {
  blockCheckboxKey,
  blockEntryFromTimes,
  emptyBlockMonth,
  nestBlockLocations,
} from '../../shared/schemas/block-time-keys.js';
import { listAllOfficeRecords } from '../scheduling/scheduling.queries.js';
import type { Db } from '../db/connect.js';
import type { NormalizedBlock } from './block-time.normalize.js';
import { listBlocksOfDate, readStoredMonth, type StoredMonth } from './block-time.repository.js';

/** Stored rows → the contract's nested map (MOR, HOSC and ROBOT always present). */
export function toMonthData(stored: Pick<StoredMonth, 'blocks' | 'ticks'>): BlockMonthData {
  const data = emptyBlockMonth();
  for (const block of stored.blocks) {
    (data.locations[block.location] ??= {})[block.date] = blockEntryFromTimes(
      block.date,
      block.start_time,
      block.end_time,
    );
  }
  for (const tick of stored.ticks) data.checkboxStates[blockCheckboxKey(tick.location, tick.date)] = tick.checked;
  return data;
}

export const toMonthRecord = (stored: StoredMonth): BlockMonthRecord => ({
  month: stored.month,
  version: stored.version,
  ...toMonthData(stored),
});

/** A month as HTTP answers it: locations in the clinical document's location → weekday → date shape. */
export const toDocumentRecord = (record: BlockMonthRecord): BlockMonthDocument => ({
  ...record,
  locations: nestBlockLocations(record.locations),
});

export async function readMonthRecord(db: Db, month: string): Promise<BlockMonthRecord> {
  return toMonthRecord(await readStoredMonth(db, month));
}

const locationOrder = (location: string) => (BLOCK_LOCATIONS as readonly string[]).indexOf(location);

/** A date's footers for the daily grid, MOR then HOSC then ROBOT. */
export function toDayOverlay(date: string, blocks: NormalizedBlock[]): BlockDayOverlay {
  return {
    date,
    blocks: blocks
      .filter((block) => block.date === date)
      .sort((a, b) => locationOrder(a.location) - locationOrder(b.location))
      .map((block) => ({ location: block.location, time: formatBlockRange(block.start_time, block.end_time) })),
  };
}

export async function readDayOverlay(db: Db, date: string): Promise<BlockDayOverlay> {
  return toDayOverlay(date, await listBlocksOfDate(db, date));
}

/** 'BlockTime' office records as MM/DD/YYYY, newest date first. */
export async function readEffectiveDates(db: Db): Promise<BlockEffectiveDate[]> {
  const records = await listAllOfficeRecords(db, OFFICE_NOTE_BLOCK_TIME);
  return records.map((record) => ({ formatted_date: formatUsDate(record.effective_date_start) }));
}
