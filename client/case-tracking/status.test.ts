import { describe, expect, it } from 'vitest';
import type { CaseMilestone, CaseProgress } from '../../shared/schemas/case-tracking.js';
import { caseStatusOf, formatMinutes } from './status';

const scheduled = { event_date: '2026-03-10', start_time: '08:00', end_time: '09:30' };
const at = (time: string) => ({ date: '2026-03-10', time });
const milestone = (step: CaseMilestone['step'], time: string): CaseMilestone => ({
  step,
  date: '2026-03-10',
  time,
  set_by: 4,
  set_by_name: 'Dana Staff',
  entered_late: 0,
  correction_reason: null,
});
const progress = (parts: Partial<CaseProgress>): CaseProgress => ({
  event_id: 7,
  event_date: '2026-03-10',
  case_code: 'K7Q4',
  step: null,
  milestones: [],
  delay: null,
  cancellation: null,
  version: 1,
  ...parts,
});

describe('a case status as the screens word it', () => {
  it('is Scheduled, and late only once the grace has passed without the case in the room', () => {
    expect(caseStatusOf(null, scheduled, at('08:05'), 5)).toMatchObject({ word: 'Scheduled', late: 0, minutes: null });
    expect(caseStatusOf(null, scheduled, at('08:06'), 5)).toMatchObject({ word: 'Scheduled', late: 6 });
    const checkedIn = progress({ step: 'checked_in', milestones: [milestone('checked_in', '07:40')] });
    expect(caseStatusOf(checkedIn, scheduled, at('08:20'), 5)).toMatchObject({
      word: 'Checked in',
      tone: 'arrived',
      since: '07:40',
      minutes: 40,
      late: 20,
    });
  });

  it('counts the time in the room and the overrun past the scheduled end, until the case leaves', () => {
    const inRoom = progress({
      step: 'closing',
      milestones: [milestone('checked_in', '07:40'), milestone('in_room', '08:10'), milestone('closing', '09:20')],
    });
    expect(caseStatusOf(inRoom, scheduled, at('09:42'), 5)).toMatchObject({
      word: 'Closing',
      tone: 'in-room',
      minutes: 22,
      late: 0,
      overrun: 12,
    });
    const out = progress({
      step: 'out_of_room',
      milestones: [...inRoom.milestones, milestone('out_of_room', '09:50')],
    });
    expect(caseStatusOf(out, scheduled, at('10:00'), 5)).toMatchObject({ word: 'Out of room', overrun: 0 });
  });

  it('says Cancelled over any milestone, and neither late nor delayed then', () => {
    const cancelled = progress({
      step: 'checked_in',
      milestones: [milestone('checked_in', '07:40')],
      delay: { reason: 'Patient late', note: '', date: '2026-03-10', time: '07:30' },
      cancellation: { reason: 'Patient declined', note: '', date: '2026-03-10', time: '08:30' },
    });
    expect(caseStatusOf(cancelled, scheduled, at('09:00'), 5)).toMatchObject({
      word: 'Cancelled',
      tone: 'cancelled',
      late: 0,
      delayed: null,
      minutes: 30,
    });
  });

  it('keeps a delay in view until the case leaves the room; a screen without a clock shows no minutes', () => {
    const delayed = progress({ delay: { reason: 'Surgeon late', note: '', date: '2026-03-10', time: '07:55' } });
    expect(caseStatusOf(delayed, scheduled, null, 5)).toMatchObject({
      word: 'Scheduled',
      delayed: 'Surgeon late',
      late: 0,
      minutes: null,
    });
  });

  it('words minutes and hours', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(65)).toBe('1 h 05 min');
  });
});
