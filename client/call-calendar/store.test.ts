import { beforeEach, describe, expect, it } from 'vitest';
import type { CallEntry } from '../../shared/schemas/call-calendar.js';
import { timeOffByType, useCallMonthStore } from './store';

const day = (date: string, version: number, surgeon_1st: number | null = null): CallEntry => ({
  date,
  surgeon_1st,
  surgeon_2nd: null,
  surgeon_o_am: null,
  surgeon_o_pm: null,
  version,
});
const record = (id: number, type: string, initial: string, dates: string[], version = 1) => ({
  id,
  surgeon_id: id,
  vacation_type: type,
  vacation_dates: dates,
  user: { initial, name: initial },
  version,
});

beforeEach(() => {
  useCallMonthStore.getState().openMonth('2000-01');
  useCallMonthStore.getState().openMonth('2026-11');
});

describe('the call month store', () => {
  it('keeps the newer version of a day and ignores days of other months', () => {
    const { upsertEntries } = useCallMonthStore.getState();
    upsertEntries([day('2026-11-03', 2, 5)]);
    upsertEntries([day('2026-11-03', 1, 7), day('2026-12-01', 9, 7)]);
    expect(useCallMonthStore.getState().entries).toEqual({ '2026-11-03': day('2026-11-03', 2, 5) });
  });

  it('drops a snapshot of a month no longer shown', () => {
    useCallMonthStore.getState().loadSnapshot({
      month: '2026-10',
      entries: [day('2026-10-01', 1, 3)],
      office: [],
      vacations: [],
      holidays: [],
      coverage: {
        from: '2026-10-01',
        to: '2026-10-31',
        days: [],
        counts: { surgeon_1st: 0, surgeon_2nd: 0, surgeon_o_am: 0, surgeon_o_pm: 0 },
      },
      editors: [],
      office_hours: { date: '2026-10-01', am: {} as never, pm: {} as never, upcoming: [] },
    });
    expect(useCallMonthStore.getState().loaded).toBe(false);
  });

  it('shows only closures of the month, never block-time dates', () => {
    const { upsertClosure } = useCallMonthStore.getState();
    upsertClosure({ id: 1, effective_date_start: '2026-11-26', note: 'Close' });
    upsertClosure({ id: 2, effective_date_start: '2026-11-02', note: 'BlockTime' });
    expect(Object.keys(useCallMonthStore.getState().closures)).toEqual(['1']);
  });

  it('groups a day’s time off by type and forgets a removed record', () => {
    const { upsertVacation, removeVacation } = useCallMonthStore.getState();
    upsertVacation(record(1, 'Vac.', 'JC', ['2026-11-03']));
    upsertVacation(record(2, 'Vac.', 'PN', ['2026-11-03', '2026-11-04']));
    upsertVacation(record(3, 'CME.', 'MC', ['2026-11-03']));
    upsertVacation(record(2, 'Vac.', 'PN', ['2026-11-03'], 0));
    const groups = timeOffByType(useCallMonthStore.getState().vacations, '2026-11-03').map((g) => [g.type, g.initials]);
    expect(groups).toEqual([
      ['Vac.', ['JC', 'PN']],
      ['CME.', ['MC']],
    ]);
    removeVacation(1);
    expect(timeOffByType(useCallMonthStore.getState().vacations, '2026-11-04')[0]!.initials).toEqual(['PN']);
    expect(timeOffByType(useCallMonthStore.getState().vacations, '2026-11-03')[0]!.initials).toEqual(['PN']);
  });
});
