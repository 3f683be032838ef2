import { describe, expect, it } from 'vitest';
import type { ScheduleWarning } from '../../shared/schedule-rules.js';
import { ApiError } from './api-client';
import { fieldsOrServerWords, saveRefusalOf, UNEXPECTED } from './save-outcome';

const warning: ScheduleWarning = {
  date: '2026-10-15',
  slot: 'surgeon_1st',
  surgeon_id: 3,
  surgeon_name: 'Dr. Ray',
  reason: 'time_off',
  message: 'Dr. Ray is off on 10/15.',
};

const softRule = new ApiError(422, 'Please check', {
  message: 'Please check',
  errorType: 'schedule_warning',
  warnings: [warning],
  errors: { acknowledge_warnings: [warning.message] },
});
const badFields = new ApiError(422, 'Invalid input', {
  message: 'Invalid input',
  errors: { start: ['Required', 'Not a date'], end: ['Before the start'] },
});
const forbidden = new ApiError(403, 'Unauthorized access.', { message: 'Unauthorized access.' });
const unreachable = new ApiError(0, 'The server could not be reached.');

/** How useSave shows a refused save (the hook keeps what this answers). */
describe('a refused save', () => {
  it('keeps soft-rule warnings apart, for "Save anyway"', () => {
    expect(saveRefusalOf(softRule)).toEqual({ warnings: [warning] });
  });

  it('shows field errors by field (the first message of each), with no other words', () => {
    expect(saveRefusalOf(badFields)).toEqual({
      fieldErrors: { start: 'Required', end: 'Before the start' },
      refusal: null,
    });
  });

  it("words any other refusal in the server's words, or as unexpected when it did not answer", () => {
    expect(saveRefusalOf(forbidden)).toEqual({ fieldErrors: {}, refusal: 'Unauthorized access.' });
    expect(saveRefusalOf(unreachable)).toEqual({ fieldErrors: {}, refusal: UNEXPECTED });
    expect(saveRefusalOf(new TypeError('boom'))).toEqual({ fieldErrors: {}, refusal: UNEXPECTED });
    expect(saveRefusalOf(unreachable, fieldsOrServerWords('Not saved.'))).toEqual({
      fieldErrors: {},
      refusal: 'Not saved.',
    });
  });

  it("takes the form's own words when it gives them", () => {
    const always = () => 'Could not undo.';
    expect(saveRefusalOf(badFields, always)).toEqual({
      fieldErrors: { start: 'Required', end: 'Before the start' },
      refusal: 'Could not undo.',
    });
    expect(saveRefusalOf(softRule, always)).toEqual({ warnings: [warning] });
  });
});
