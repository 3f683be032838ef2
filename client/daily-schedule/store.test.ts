import { beforeEach, describe, expect, it } from 'vitest';
import { dayData, item } from './test-fixtures';
import { useScheduleStore } from './store';

const held = () => useScheduleStore.getState().days['2030-01-07']!.data;

describe('schedule store', () => {
  beforeEach(() => {
    useScheduleStore.setState({ days: {} });
    useScheduleStore.getState().replaceDay('2030-01-07', {
      'daily-schedule': dayData({ surgeon_events: { 1: [item(5, '09:00', '10:00')], 2: [] } }),
    });
  });

  it('moves an upserted event to its new surgeons in place and ignores an older version', () => {
    const { applyUpserted } = useScheduleStore.getState();
    applyUpserted({
      id: 5,
      version: 2,
      dates: ['2030-01-07'],
      surgeons: [{ id: 2, name: 'Bob' }],
      surgeon_events: { 2: item(5, '07:00', '08:00', { version: 2 }) },
      office_event: null,
    });
    expect(held().surgeon_events).toEqual({ 1: [], 2: [expect.objectContaining({ id: 5, version: 2 })] });
    applyUpserted({
      id: 5,
      version: 1,
      dates: ['2030-01-07'],
      surgeons: [],
      surgeon_events: { 1: item(5, '09:00', '10:00') },
      office_event: null,
    });
    expect(held().surgeon_events[1]).toEqual([]);
  });

  it('adds a column for a surgeon it did not show, and drops a removed event', () => {
    const { applyUpserted, applyRemoved } = useScheduleStore.getState();
    applyUpserted({
      id: 6,
      version: 1,
      dates: ['2030-01-07'],
      surgeons: [{ id: 9, name: 'Zoe' }],
      surgeon_events: { 9: item(6, '11:00', '12:00') },
      office_event: null,
    });
    expect(held().surgeons.map((s) => s.name)).toEqual(['Ann', 'Bob', 'Zoe']);
    applyRemoved({ id: 5, version: 2, dates: ['2030-01-07'] });
    expect(held().surgeon_events[1]).toEqual([]);
  });

  it('ignores changes to days it does not hold, and keeps overlays per date', () => {
    const { applyUpserted, setCallOverlay, setBlockOverlay } = useScheduleStore.getState();
    applyUpserted({
      id: 7,
      version: 1,
      dates: ['2030-01-08'],
      surgeons: [],
      surgeon_events: { 1: item(7, '11:00', '12:00') },
      office_event: null,
    });
    expect(Object.keys(useScheduleStore.getState().days)).toEqual(['2030-01-07']);
    setBlockOverlay({ date: '2030-01-07', blocks: [{ location: 'MOR', time: '07:30 AM - 03:00 PM' }] });
    setCallOverlay({
      date: '2030-01-08',
      cme: [],
      ompm: { surgeon_o_am: null, surgeon_o_pm: null },
      surgeonsRole: [],
      closed: false,
      holiday: null,
      uncovered: [],
    });
    expect(useScheduleStore.getState().days['2030-01-07']!.block?.blocks).toHaveLength(1);
    expect(useScheduleStore.getState().days['2030-01-08']).toBeUndefined();
  });

  it('reorders the surgeon columns of every held day', () => {
    useScheduleStore.getState().applySurgeonOrder({
      surgeons: [
        { id: 2, name: 'Bob', initial: 'B' },
        { id: 1, name: 'Ann', initial: 'A' },
      ],
    });
    expect(held().surgeons.map((s) => s.id)).toEqual([2, 1]);
  });
});
