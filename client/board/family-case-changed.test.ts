import { describe, expect, it } from 'vitest';
import type { FamilyCase, FamilyDay } from '../../shared/schemas/case-tracking.js';
import { withCaseChanged } from './use-family-day';

const familyCase = (case_code: string, position: number, stage: FamilyCase['stage']): FamilyCase => ({
  case_code,
  surgeon: 'James Carter',
  stage,
  delayed: false,
  since: null,
  position,
});

describe("a family day with one case's new status", () => {
  // In the order of the day: A 07:00, B 08:00, C 09:00; A is finished, so it is listed last.
  const day: FamilyDay = {
    date: '2031-05-20',
    cases: [
      familyCase('B', 1, 'In surgery'),
      familyCase('C', 2, 'Scheduled'),
      familyCase('A', 0, 'Ready for visitors'),
    ],
  };

  it('changes that case only, and lists a case that finishes among the finished in the order of the day', () => {
    const changed = withCaseChanged(day, {
      date: '2031-05-20',
      case_code: 'B',
      stage: 'Ready for visitors',
      delayed: false,
      since: '09:40',
    });
    expect(changed.cases.map((one) => [one.case_code, one.stage, one.since])).toEqual([
      ['C', 'Scheduled', null],
      ['A', 'Ready for visitors', null],
      ['B', 'Ready for visitors', '09:40'],
    ]);
  });

  it('leaves the day as it was for a code it does not list', () => {
    const changed = withCaseChanged(day, {
      date: '2031-05-20',
      case_code: 'Z',
      stage: 'Checked in',
      delayed: true,
      since: '07:00',
    });
    expect(changed.cases).toEqual(day.cases);
  });
});
