import { create } from 'zustand';
import { formatUsDate } from '../../shared/dates.js';
import type {
  BlockEffectiveDate,
  BlockMonthRecord,
  BlockMonthSnapshot,
  BlockTimeSaved,
} from '../../shared/schemas/block-time.js';
import { BLOCK_LOCATIONS } from '../../shared/schemas/block-time.js';
import { changedBlockPairs } from '../../shared/schemas/block-time-keys.js';
import { OFFICE_NOTE_BLOCK_TIME, type OfficeRecord } from '../../shared/schemas/office-closures.js';

interface BlockTimeState {
  /** The latest known record of each month, by YYYY-MM. */
  months: Record<string, BlockMonthRecord>;
  /** `location date` pairs changed by the last save of a month (views highlight them). */
  lastChanged: Record<string, string[]>;
  effectiveDates: BlockEffectiveDate[];
  applySnapshot(part: BlockMonthSnapshot): void;
  /** Keeps the newer of what is held and what arrived (the author's own echo is harmless). */
  applyRecord(record: BlockMonthRecord, changedPairs?: string[]): void;
  applySaved(saved: BlockTimeSaved): void;
  addEffectiveDate(record: OfficeRecord): void;
}

const isoOf = (formatted: string) => `${formatted.slice(6, 10)}-${formatted.slice(0, 2)}-${formatted.slice(3, 5)}`;

export const useBlockTimeStore = create<BlockTimeState>((set, get) => ({
  months: {},
  lastChanged: {},
  effectiveDates: [],
  applySnapshot({ record, effectiveDates }) {
    get().applyRecord(record);
    set({ effectiveDates });
  },
  applyRecord(record, changedPairs) {
    set((state) => {
      const held = state.months[record.month];
      if (held && held.version >= record.version) return state;
      return {
        months: { ...state.months, [record.month]: record },
        lastChanged: changedPairs ? { ...state.lastChanged, [record.month]: changedPairs } : state.lastChanged,
      };
    });
  },
  applySaved({ month, data, version, changedDates }) {
    const held = get().months[month];
    const record = { month, version, ...data };
    const pairs = held
      ? changedBlockPairs(held, record)
      : changedDates.flatMap((date) => BLOCK_LOCATIONS.map((location) => `${location} ${date}`));
    get().applyRecord(record, pairs);
  },
  addEffectiveDate(record) {
    if (record.note !== OFFICE_NOTE_BLOCK_TIME) return;
    const formatted = formatUsDate(record.effective_date_start);
    set((state) => {
      if (state.effectiveDates.some((item) => item.formatted_date === formatted)) return state;
      const effectiveDates = [...state.effectiveDates, { formatted_date: formatted }].sort((a, b) =>
        isoOf(b.formatted_date).localeCompare(isoOf(a.formatted_date)),
      );
      return { effectiveDates };
    });
  },
}));
