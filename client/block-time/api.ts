import type {
  BlockEffectiveDate,
  BlockEntry,
  BlockMonthData,
  BlockMonthDocument,
  BlockMonthRecord,
} from '../../shared/schemas/block-time.js';
import { flattenBlockLocations, nestBlockLocations } from '../../shared/schemas/block-time-keys.js';
import { OFFICE_NOTE_BLOCK_TIME, type OfficeRecord } from '../../shared/schemas/office-closures.js';
import { api, query } from '../lib/api-client';

export interface BlockSaveRequest extends BlockMonthData {
  month: string;
  version: number;
}

/** HTTP speaks the document's location → weekday → date; the screens and pushes hold location → date. */
export function fromDocument<T extends BlockMonthDocument>(record: T): Omit<T, 'locations'> & BlockMonthRecord {
  return {
    ...record,
    locations: flattenBlockLocations(record.locations).locations as Record<string, Record<string, BlockEntry>>,
  };
}

export const blockTimeApi = {
  month: (month: string) =>
    api
      .get<BlockMonthDocument[]>(
        `/block-calendar${query({ year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) })}`,
      )
      .then((records) => fromDocument(records[0]!)),
  save: (body: BlockSaveRequest) =>
    api
      .post<BlockMonthDocument & { message: string; changedDates: string[] }>('/block-calendar', {
        ...body,
        locations: nestBlockLocations(body.locations),
      })
      .then(fromDocument),
  effectiveDates: () => api.get<BlockEffectiveDate[]>('/block-calender-effective-date'),
  /** The effective start date is an office record with note 'BlockTime'. */
  saveEffectiveDate: (effectiveDateStart: string) =>
    api
      .post<{ office: OfficeRecord }>('/add-ofice-close-data', {
        note: OFFICE_NOTE_BLOCK_TIME,
        effective_date_start: effectiveDateStart,
        create_by: false,
      })
      .then((response) => response.office),
};
