import { describe, expect, it } from 'vitest';
import type { CallDayOverlay } from '../../shared/schemas/day-overlays.js';
import { dayData } from '../daily-schedule/test-fixtures';
import type { ScheduleDay } from '../daily-schedule/store';

const surgeons = [3, 4, 5].map((id) => ({ id, name: `Surgeon ${id}` }));
const dayWith = ({ call }: { call: CallDayOverlay }): ScheduleDay => ({
  data: dayData({ date: '2026-11-23', surgeons }),
  call,
});
import { boardHours, cardTitle, callHolders, timeOffBySurgeon } from './board-labels';
import type { GridBlock } from '../daily-schedule/grid-layout';
import type { ScheduleGridItem } from '../../shared/schemas/daily-schedule.js';

describe('the board labels', () => {
  it('name time off by its type, only on its dates', () => {
    const day = dayWith({
      call: {
        date: '2026-11-23',
        closed: false,
        holiday: null,
        uncovered: [],
        ompm: { surgeon_o_am: null, surgeon_o_pm: null },
        surgeonsRole: [],
        cme: [
          { surgeon_id: 3, vacation_type: 'Vac.', vacation_dates: ['2026-11-23'] },
          { surgeon_id: 4, vacation_type: 'CME.', vacation_dates: ['2026-11-23'] },
          { surgeon_id: 5, vacation_type: 'Sick.', vacation_dates: ['2026-11-24'] },
        ],
      },
    });
    expect([...timeOffBySurgeon(day)]).toEqual([
      [3, 'Vacation'],
      [4, 'CME'],
    ]);
  });

  it('list the four call roles with who holds them, or nobody', () => {
    const day = dayWith({
      call: {
        date: '2026-11-23',
        closed: false,
        holiday: null,
        uncovered: [],
        ompm: { surgeon_o_am: 3, surgeon_o_pm: null },
        surgeonsRole: [
          { id: 3, role: '1st' },
          { id: 3, role: 'O AM' },
        ],
        cme: [],
      },
    });
    expect(callHolders(day)).toEqual([
      { role: '1st', name: 'Surgeon 3' },
      { role: '2nd', name: null },
      { role: 'O AM', name: 'Surgeon 3' },
      { role: 'O PM', name: null },
    ]);
  });

  it('title a masked meeting and office block by their purpose, a named one by its text', () => {
    const block = (kind: GridBlock['kind'], item: Partial<ScheduleGridItem>): GridBlock => ({
      key: 'k',
      kind,
      startRow: 0,
      endRow: 1,
      lane: 0,
      lanes: 1,
      item: item as ScheduleGridItem,
    });
    expect(cardTitle(block('meeting', { procedure: null, event_note: null }))).toBe('Meeting');
    expect(cardTitle(block('office', { procedure: null, event_note: null }))).toBe('Office');
    expect(cardTitle(block('meeting', { procedure: 'Journal club' }))).toBe('Journal club');
    expect(cardTitle(block('procedure', { procedure: 'Appendectomy' }))).toBe('Appendectomy');
  });

  it("write a card's hours short: one meridiem when both share it, none of the leading zeros", () => {
    expect(boardHours('15:00', '15:45')).toBe('3:00–3:45 PM');
    expect(boardHours('11:30', '13:00')).toBe('11:30 AM–1:00 PM');
    expect(boardHours('07:05', '12:00')).toBe('7:05 AM–12:00 PM');
    expect(boardHours('23:00', '00:00')).toBe('11:00 PM–12:00 AM');
  });
});
