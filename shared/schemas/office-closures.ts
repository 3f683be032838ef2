export const OFFICE_NOTE_CLOSE = 'Close';
export const OFFICE_NOTE_BLOCK_TIME = 'BlockTime';

/** An office record as answered (calendar-entries `office`, pushes to month rooms). */
export interface OfficeRecord {
  id: number;
  effective_date_start: string;
  note: string;
}
