import { describe, expect, it } from 'vitest';
import { callDayProblems, consecutiveFirstCallWarnings, eventWarnings, type DaySlots } from './schedule-rules.js';

const nameOf = (id: number) => `Dr ${id}`;
const day = (slots: Partial<DaySlots> = {}): DaySlots => ({
  date: '2030-03-05',
  surgeon_1st: null,
  surgeon_2nd: null,
  surgeon_o_am: null,
  surgeon_o_pm: null,
  ...slots,
});

describe('hard rules of one day', () => {
  it('refuses 1st = 2nd and 1st = an office slot, on the later slot, naming date and slots', () => {
    expect(callDayProblems(day({ surgeon_1st: 1, surgeon_2nd: 1, surgeon_o_pm: 1 }), false, nameOf)).toEqual([
      {
        date: '2030-03-05',
        slot: 'surgeon_2nd',
        surgeon_id: 1,
        message: 'Dr 1 cannot take both the 1st and the 2nd slot on 03/05/2030.',
      },
      {
        date: '2030-03-05',
        slot: 'surgeon_o_pm',
        surgeon_id: 1,
        message: 'Dr 1 cannot take both the 1st and the O PM slot on 03/05/2030.',
      },
    ]);
  });

  it('lets 2nd call hold an office session and one surgeon hold both sessions', () => {
    expect(
      callDayProblems(day({ surgeon_1st: 1, surgeon_2nd: 2, surgeon_o_am: 2, surgeon_o_pm: 2 }), false, nameOf),
    ).toEqual([]);
  });

  it('refuses office slots on a closed day, and nothing else there', () => {
    const problems = callDayProblems(day({ surgeon_1st: 1, surgeon_o_am: 3 }), true, nameOf);
    expect(problems.map((problem) => problem.message)).toEqual([
      'The office is closed on 03/05/2030: the O AM slot must stay empty.',
    ]);
  });
});

describe('soft rules', () => {
  it('warns about 1st call two days running only where a changed day is involved', () => {
    const firsts = new Map<string, number | null>([
      ['2030-03-04', 1],
      ['2030-03-05', 1],
      ['2030-03-06', 2],
      ['2030-03-07', 2],
    ]);
    expect(consecutiveFirstCallWarnings(firsts, ['2030-03-05'], nameOf).map((w) => [w.date, w.surgeon_id])).toEqual([
      ['2030-03-05', 1],
    ]);
    expect(consecutiveFirstCallWarnings(firsts, ['2030-03-06'], nameOf).map((w) => [w.date, w.surgeon_id])).toEqual([
      ['2030-03-07', 2],
    ]);
  });

  const quietDay = {
    timeOff: [],
    ompm: { surgeon_o_am: null, surgeon_o_pm: null },
    officeHours: { am: { start_time: '07:30', end_time: '11:00' }, pm: { start_time: '12:00', end_time: '18:00' } },
    closed: false,
  };
  const procedure = {
    purpose: 'Procedure',
    event_date: '2030-03-05',
    start_time: '10:30',
    end_time: '12:30',
    surgeon_id: [1],
    surgeon_deg: [2],
  };

  it("warns about time off and about the surgeon's own office session, for assistants too", () => {
    const warnings = eventWarnings(
      procedure,
      { ...quietDay, timeOff: [{ surgeon_id: 2, vacation_type: 'CME.' }], ompm: { surgeon_o_am: 1, surgeon_o_pm: 2 } },
      nameOf,
    );
    expect(warnings.map((w) => [w.surgeon_id, w.reason, w.slot])).toEqual([
      [1, 'office_session', 'surgeon_o_am'],
      [2, 'time_off', null],
      [2, 'office_session', 'surgeon_o_pm'],
    ]);
  });

  it('does not warn outside the session, on a closed day, or for office events', () => {
    const ompm = { surgeon_o_am: 1, surgeon_o_pm: null };
    expect(
      eventWarnings({ ...procedure, start_time: '11:00', end_time: '11:45' }, { ...quietDay, ompm }, nameOf),
    ).toEqual([]);
    expect(eventWarnings(procedure, { ...quietDay, ompm, closed: true }, nameOf)).toEqual([]);
    expect(
      eventWarnings(
        { ...procedure, purpose: 'Office' },
        { ...quietDay, ompm, timeOff: [{ surgeon_id: 1, vacation_type: 'Vac.' }] },
        nameOf,
      ),
    ).toEqual([]);
  });
});
