import { describe, expect, it } from 'vitest';
import { countLedger, kindsOfCall, type CallAssignment } from './fairness-ledger.js';

const rules = (holidays: string[] = [], fridayIsWeekend = false) => ({ holidays: new Set(holidays), fridayIsWeekend });
const call = (date: string, slot: CallAssignment['slot'], surgeon_id: number): CallAssignment => ({
  date,
  slot,
  surgeon_id,
});
const surgeon = (id: number, name: string) => ({ id, name, initial: name.slice(0, 2).toUpperCase() });

describe('kindsOfCall', () => {
  // 2031-01-01 Wednesday, 2031-01-03 Friday, 2031-01-04 Saturday, 2031-01-05 Sunday.
  it('is the slot, exactly one of holiday / weekend / weekday, and total', () => {
    expect(kindsOfCall(call('2031-01-01', 'surgeon_1st', 1), rules())).toEqual(['first', 'weekday', 'total']);
    expect(kindsOfCall(call('2031-01-04', 'surgeon_2nd', 1), rules())).toEqual(['second', 'weekend', 'total']);
    expect(kindsOfCall(call('2031-01-05', 'surgeon_1st', 1), rules())).toEqual(['first', 'weekend', 'total']);
  });
  it('a holiday wins over weekend and weekday', () => {
    expect(kindsOfCall(call('2031-01-01', 'surgeon_1st', 1), rules(['2031-01-01']))).toEqual([
      'first',
      'holiday',
      'total',
    ]);
    expect(kindsOfCall(call('2031-01-04', 'surgeon_2nd', 1), rules(['2031-01-04']))).toEqual([
      'second',
      'holiday',
      'total',
    ]);
  });
  it('Friday is a weekday unless the practice counts Friday night', () => {
    expect(kindsOfCall(call('2031-01-03', 'surgeon_1st', 1), rules())).toContain('weekday');
    expect(kindsOfCall(call('2031-01-03', 'surgeon_1st', 1), rules([], true))).toContain('weekend');
    expect(kindsOfCall(call('2031-01-02', 'surgeon_1st', 1), rules([], true))).toContain('weekday'); // Thursday
  });
});

describe('countLedger', () => {
  const people = [surgeon(1, 'Ann'), surgeon(2, 'Bob'), surgeon(3, 'Cy')];
  const calls = [
    call('2031-01-04', 'surgeon_1st', 1), // Saturday
    call('2031-01-01', 'surgeon_2nd', 1), // holiday
    call('2031-01-03', 'surgeon_1st', 2), // Friday
    call('2030-12-31', 'surgeon_1st', 1), // before the range
    call('2031-01-06', 'surgeon_1st', 9), // not an active surgeon
  ];
  const ledger = countLedger({ from: '2031-01-01', to: '2031-01-31' }, people, calls, rules(['2031-01-01']));

  it('counts each surgeon, in order, with the days behind each count sorted', () => {
    const [ann, bob, cy] = ledger.surgeons;
    expect(ann!.counts).toEqual({ first: 1, second: 1, weekend: 1, holiday: 1, weekday: 0, total: 2 });
    expect(ann!.days.total).toEqual(['2031-01-01', '2031-01-04']);
    expect(ann!.days.holiday).toEqual(['2031-01-01']);
    expect(bob!.counts).toEqual({ first: 1, second: 0, weekend: 0, holiday: 0, weekday: 1, total: 1 });
    expect(cy!.counts).toEqual({ first: 0, second: 0, weekend: 0, holiday: 0, weekday: 0, total: 0 });
    expect(cy!.days.total).toEqual([]);
  });

  it('the mean is over everyone (with no calls too); deviations are from the exact mean', () => {
    // total 3 calls over 3 people: mean 1; first 2 / 3 = 0.67; weekend 1 / 3 = 0.33.
    expect(ledger.mean).toEqual({ first: 0.67, second: 0.33, weekend: 0.33, holiday: 0.33, weekday: 0.33, total: 1 });
    expect(ledger.surgeons.map((row) => row.deviation.total)).toEqual([1, 0, -1]);
    expect(ledger.surgeons.map((row) => row.deviation.first)).toEqual([0.33, 0.33, -0.67]);
    expect(Object.is(ledger.surgeons[1]!.deviation.total, -0)).toBe(false);
    expect(ledger.friday_counts_as_weekend).toBe(false);
  });

  it('Friday night moves Friday to weekend; nobody: a zero mean', () => {
    const fri = countLedger({ from: '2031-01-01', to: '2031-01-31' }, people, calls, rules(['2031-01-01'], true));
    expect(fri.surgeons[1]!.counts).toMatchObject({ weekend: 1, weekday: 0 });
    expect(fri.friday_counts_as_weekend).toBe(true);
    expect(countLedger({ from: '2031-01-01', to: '2031-01-31' }, [], calls, rules()).mean.total).toBe(0);
  });
});
