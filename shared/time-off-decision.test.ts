import { describe, expect, it } from 'vitest';
import { decisionInSentence, declinedDatesOf, describeDecision } from './time-off-decision.js';

const request = (state: 'pending' | 'approved' | 'declined' | 'cancelled', approved_dates: string[] = []) => ({
  state,
  start_date: '2026-12-30',
  end_date: '2027-01-02',
  approved_dates,
});

describe('a time-off decision in words', () => {
  it('names the approved and the declined days of a partial approval, runs joined', () => {
    const partly = request('approved', ['2026-12-30', '2026-12-31', '2027-01-02']);
    expect(declinedDatesOf(partly)).toEqual(['2027-01-01']);
    expect(describeDecision(partly)).toBe('Approved 12/30–12/31, 01/02; declined 01/01');
    expect(decisionInSentence(partly)).toBe('approved 12/30–12/31, 01/02; declined 01/01');
  });

  it('says only the state when every day was approved, or none was', () => {
    expect(describeDecision(request('approved', ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']))).toBe(
      'Approved',
    );
    expect(describeDecision(request('declined'))).toBe('Declined');
    expect(describeDecision(request('pending'))).toBe('Pending');
    expect(declinedDatesOf(request('declined'))).toEqual([]);
  });
});
