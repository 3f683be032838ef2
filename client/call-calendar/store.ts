import type { Holiday } from '../../shared/schemas/fairness-ledger.js';
import { create } from 'zustand';
import type { CallEntry, Editor, Surgeon } from '../../shared/schemas/call-calendar.js';
import type { CallMonthSnapshot } from '../../shared/schemas/call-calendar-month.js';
import type { OfficeHoursView } from '../../shared/schemas/call-calendar-office-hours.js';
import type { TimeOffRecord } from '../../shared/schemas/call-calendar-time-off.js';
import type { Coverage } from '../../shared/schemas/coverage.js';
import { OFFICE_NOTE_CLOSE, type OfficeRecord } from '../../shared/schemas/office-closures.js';

/** What the month's views, the edit page and the panels show, kept live by the month room. */
interface CallMonthState {
  month: string | null;
  loaded: boolean;
  surgeons: Surgeon[];
  entries: Record<string, CallEntry>;
  closures: Record<number, OfficeRecord>;
  vacations: Record<number, TimeOffRecord>;
  officeHours: OfficeHoursView | null;
  editors: Editor[];
  /** The month's empty slots, as the server computes them (snapshot, then 'coverage:changed'). */
  coverage: Coverage | null;
  /** The month's practice holidays' names, by date (snapshot, then 'holidays:changed'). */
  holidays: Record<string, string>;
  setSurgeons(surgeons: Surgeon[]): void;
  /** A new month: forget the old one until its snapshot arrives. */
  openMonth(month: string): void;
  loadSnapshot(part: CallMonthSnapshot): void;
  /** Keeps the newer version of each day (an echo of one's own save is harmless). */
  upsertEntries(entries: CallEntry[]): void;
  upsertVacation(record: TimeOffRecord): void;
  removeVacation(id: number): void;
  upsertClosure(record: OfficeRecord): void;
  removeClosure(id: number): void;
  setOfficeHours(view: OfficeHoursView): void;
  setEditors(month: string, editors: Editor[]): void;
  setCoverage(coverage: Coverage): void;
  setHolidays(payload: { month: string; holidays: Holiday[] }): void;
}

const inMonth = (month: string | null, date: string) => month !== null && date.startsWith(`${month}-`);
const namesByDate = (holidays: Holiday[]) =>
  Object.fromEntries(holidays.map((holiday) => [holiday.date, holiday.name]));

export const useCallMonthStore = create<CallMonthState>((set) => ({
  month: null,
  loaded: false,
  surgeons: [],
  entries: {},
  closures: {},
  vacations: {},
  officeHours: null,
  editors: [],
  coverage: null,
  holidays: {},
  setSurgeons: (surgeons) => set({ surgeons }),
  openMonth: (month) =>
    set((state) =>
      state.month === month
        ? state
        : { month, loaded: false, entries: {}, closures: {}, vacations: {}, editors: [], coverage: null, holidays: {} },
    ),
  loadSnapshot: (part) =>
    set((state) =>
      state.month !== part.month
        ? state
        : {
            loaded: true,
            entries: Object.fromEntries(part.entries.map((entry) => [entry.date, entry])),
            closures: Object.fromEntries(part.office.map((record) => [record.id, record])),
            vacations: Object.fromEntries(part.vacations.map((record) => [record.id, record])),
            officeHours: part.office_hours,
            editors: part.editors,
            coverage: part.coverage,
            holidays: namesByDate(part.holidays),
          },
    ),
  upsertEntries: (entries) =>
    set((state) => {
      const next = { ...state.entries };
      let changed = false;
      for (const entry of entries) {
        if (!inMonth(state.month, entry.date)) continue;
        if ((next[entry.date]?.version ?? -1) >= entry.version) continue;
        next[entry.date] = entry;
        changed = true;
      }
      return changed ? { entries: next } : state;
    }),
  upsertVacation: (record) =>
    set((state) => {
      const held = state.vacations[record.id];
      if (held && held.version > record.version) return state;
      return { vacations: { ...state.vacations, [record.id]: record } };
    }),
  removeVacation: (id) =>
    set((state) => {
      if (!state.vacations[id]) return state;
      const { [id]: _removed, ...rest } = state.vacations;
      return { vacations: rest };
    }),
  upsertClosure: (record) =>
    set((state) =>
      record.note === OFFICE_NOTE_CLOSE && inMonth(state.month, record.effective_date_start)
        ? { closures: { ...state.closures, [record.id]: record } }
        : state,
    ),
  removeClosure: (id) =>
    set((state) => {
      if (!state.closures[id]) return state;
      const { [id]: _removed, ...rest } = state.closures;
      return { closures: rest };
    }),
  setOfficeHours: (officeHours) => set({ officeHours }),
  setEditors: (month, editors) => set((state) => (state.month === month ? { editors } : state)),
  setCoverage: (coverage) => set((state) => (inMonth(state.month, coverage.from) ? { coverage } : state)),
  setHolidays: ({ month, holidays }) =>
    set((state) => (state.month === month ? { holidays: namesByDate(holidays) } : state)),
}));

const NO_GAPS: never[] = [];

/** The slots of `date` nobody holds, by the month's coverage. */
export const gapsOn = (coverage: Coverage | null, date: string) =>
  coverage?.days.find((day) => day.date === date)?.slots ?? NO_GAPS;

/** The time off of `date`: one line per type with the surgeons' initials. */
export function timeOffByType(
  vacations: Record<number, TimeOffRecord>,
  date: string,
): { type: string; initials: string[]; records: TimeOffRecord[] }[] {
  const groups = new Map<string, TimeOffRecord[]>();
  for (const record of Object.values(vacations)) {
    if (record.vacation_dates.includes(date))
      groups.set(record.vacation_type, [...(groups.get(record.vacation_type) ?? []), record]);
  }
  return [...groups.entries()].map(([type, records]) => ({
    type,
    records,
    initials: records.map((record) => record.user.initial),
  }));
}

export const isClosed = (closures: Record<number, OfficeRecord>, date: string) =>
  Object.values(closures).some((record) => record.effective_date_start === date);

export const surgeonsOff = (vacations: Record<number, TimeOffRecord>, date: string): Set<number> =>
  new Set(
    Object.values(vacations)
      .filter((record) => record.vacation_dates.includes(date))
      .map((record) => record.surgeon_id),
  );

export function initialOf(surgeons: Surgeon[], id: number | null | undefined): string {
  if (id == null) return 'NONE';
  return surgeons.find((surgeon) => surgeon.id === id)?.initial ?? `#${id}`;
}
