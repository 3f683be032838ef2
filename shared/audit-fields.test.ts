import { describe, expect, it } from 'vitest';
import { changeText, fieldLabel, fieldValueText, recordIdText, valueText } from './audit-fields.js';

const change = (field: string, from: unknown, to: unknown) => ({
  field,
  from: valueText(from),
  to: valueText(to),
  raw: { from, to },
});

describe('changes in the words of the screens', () => {
  it('names fields as the screens label them and shows times and dates in the portal format', () => {
    expect(changeText(change('start_time', '16:00', '17:00'))).toBe('Start time 04:00 PM → 05:00 PM');
    expect(changeText(change('event_date', '2026-12-10', '2026-12-11'))).toBe('Date 12/10/2026 → 12/11/2026');
    expect(changeText(change('surgeon_2nd', 'SW', 'DR'))).toBe('2nd SW → DR');
    expect(changeText(change('case_number', null, 'C-1'))).toBe('Case Number none → C-1');
  });

  it('says ticks in words and never prints raw JSON', () => {
    expect(changeText(change('so', 0, 1))).toBe('S/O set');
    expect(changeText(change('dc', 1, 0))).toBe('D/C cleared');
    expect(changeText(change('is_archived', 0, 1))).toBe('Deleted');
    expect(changeText(change('locations', { MOR: {} }, { MOR: { x: 1 } }))).toBe('Blocks changed');
    expect(valueText({ start_time: '07:30', end_time: '11:00' })).toBe('07:30 AM–11:00 AM');
  });

  it('says roles, call slots and case steps by name, and a list of records as one change', () => {
    expect(fieldValueText('role', 3)).toBe('Physician');
    expect(fieldValueText('role', 1)).toBe('Administrator');
    expect(fieldValueText('slot', 'surgeon_2nd')).toBe('2nd');
    expect(fieldValueText('step', 'in_room')).toBe('In room');
    expect(valueText([{ step: 'checked_in' }, { step: 'in_room' }])).toBe('changed');
    expect(recordIdText('2026-11-24')).toBe('11/24/2026');
    expect(recordIdText('92')).toBe('92');
  });

  it('falls back to the field name in words for a field no screen labels', () => {
    expect(fieldLabel('some_new_field')).toBe('some new field');
  });
});
