import type { BlockEffectiveDate, BlockMonthRecord } from '../../shared/schemas/block-time.js';
import type { BlockMonthData } from '../../shared/schemas/block-time.js';
import { OFFICE_NOTE_BLOCK_TIME, type OfficeRecord } from '../../shared/schemas/office-closures.js';
import { api, query } from '../lib/api-client';

export interface BlockSaveRequest extends BlockMonthData {
  month: string;
  version: number;
}

export const blockTimeApi = {
  month: (month: string) =>
    api
      .get<BlockMonthRecord[]>(`/block-calendar${query({ year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) })}`)
      .then((records) => records[0]!),
  save: (body: BlockSaveRequest) => api.post<BlockMonthRecord & { message: string; changedDates: string[] }>('/block-calendar', body),
  effectiveDates: () => api.get<BlockEffectiveDate[]>('/block-calender-effective-date'),
  /** The effective start date is an office record with note 'BlockTime'. */
  saveEffectiveDate: (effectiveDateStart: string) =>
    api
      .post<{ office: OfficeRecord }>('/add-ofice-close-data', { note: OFFICE_NOTE_BLOCK_TIME, effective_date_start: effectiveDateStart, create_by: false })
      .then((response) => response.office),
};
