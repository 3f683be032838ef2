import { describe, expect, it } from 'vitest';
import type { CallDayOverlay } from '../../shared/schemas/day-overlays.js';
import { assignLanes, buildColumns, cardText, locationClass, nowRow } from './grid-layout';
import { dayData, item } from './test-fixtures';

const overlay = (extra: Partial<CallDayOverlay> = {}): CallDayOverlay => ({
  date: '2030-01-07',
  cme: [],
  ompm: { surgeon_o_am: null, surgeon_o_pm: null },
  surgeonsRole: [],
  closed: false,
  holiday: null,
  uncovered: [],
  ...extra,
});

describe('grid layout', () => {
  it('places an event from its start slot to its end slot', () => {
    const [ann] = buildColumns({ data: dayData({ surgeon_events: { 1: [item(5, '07:00', '08:30')], 2: [] } }) });
    expect(ann!.blocks[0]).toMatchObject({ startRow: 8, endRow: 14, lane: 0, lanes: 1 });
  });

  it('puts overlapping events side by side and lets later ones reuse a free lane', () => {
    const blocks = assignLanes([
      { key: 'a', kind: 'procedure', startRow: 0, endRow: 8, item: null },
      { key: 'b', kind: 'meeting', startRow: 4, endRow: 6, item: null },
      { key: 'c', kind: 'meeting', startRow: 6, endRow: 10, item: null },
      { key: 'd', kind: 'meeting', startRow: 12, endRow: 14, item: null },
    ]);
    expect(blocks.map((b) => [b.key, b.lane, b.lanes])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 1, 2],
      ['d', 0, 1],
    ]);
  });

  it('draws nothing of the call calendar until its overlay arrives; office events wait in an Office column', () => {
    const columns = buildColumns({
      data: dayData({ office_events: [item(9, '08:00', '17:00', { purpose: 'Office', surgeon_type: null })] }),
    });
    expect(columns.map((c) => c.title)).toEqual(['Ann', 'Bob', 'Office']);
    expect(columns[2]!.blocks).toHaveLength(1);
    expect(columns.every((c) => !c.timeOff && c.roles.length === 0)).toBe(true);
  });

  it('with the overlay: CME column, roles in capitals, and office split into AM and PM OFFICE at noon', () => {
    const columns = buildColumns({
      data: dayData({ office_events: [item(9, '08:00', '17:00', { purpose: 'Office', surgeon_type: null })] }),
      call: overlay({
        cme: [{ surgeon_id: 2, vacation_type: 'Vac.', vacation_dates: ['2030-01-07'] }],
        ompm: { surgeon_o_am: 1, surgeon_o_pm: 2 },
        surgeonsRole: [
          { id: 1, role: '1st' },
          { id: 1, role: 'O AM' },
        ],
      }),
    });
    expect(columns.map((c) => c.title)).toEqual(['Ann', 'Bob']);
    expect(columns[0]!.roles).toEqual(['1ST', 'O AM']);
    expect(columns[1]!.timeOff).toBe(true);
    expect(columns[0]!.blocks[0]).toMatchObject({ officeLabel: 'AM OFFICE', startRow: 12, endRow: 28 });
    expect(columns[1]!.blocks[0]).toMatchObject({ officeLabel: 'PM OFFICE', startRow: 28, endRow: 48 });
  });

  it('shows the default office hours for the holders on a day without office events, none when the office is closed', () => {
    const ompm = { surgeon_o_am: 1, surgeon_o_pm: 1 };
    const [ann] = buildColumns({ data: dayData(), call: overlay({ ompm }) });
    expect(ann!.blocks.map((b) => [b.officeLabel, b.startRow, b.endRow])).toEqual([
      ['AM OFFICE', 10, 24],
      ['PM OFFICE', 28, 52],
    ]);
    const [closed] = buildColumns({ data: dayData(), call: overlay({ ompm, closed: true }) });
    expect(closed!.blocks).toEqual([]);
  });

  it('cuts card text to 25 characters when the card has 4 rows or fewer', () => {
    expect(cardText('Laparoscopic cholecystectomy', 4)).toBe('Laparoscopic cholecystect...');
    expect(cardText('Laparoscopic cholecystectomy', 5)).toBe('Laparoscopic cholecystectomy');
  });

  it('colours procedures by location', () => {
    expect([locationClass('PHH MOR'), locationClass('PHH HOSC'), locationClass('others')]).toEqual([
      'loc-mor',
      'loc-hosc',
      'loc-others',
    ]);
  });
});

describe('nowRow', () => {
  it('places a time of day in rows from 05:00, between slots too, and nothing outside the grid', () => {
    expect(nowRow('05:00')).toBe(0);
    expect(nowRow('10:07')).toBeCloseTo(20.4667, 3);
    expect(nowRow('04:59')).toBeNull();
  });
});
