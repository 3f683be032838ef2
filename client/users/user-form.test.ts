import { describe, expect, it } from 'vitest';
import { emptyUserForm, errorsForForm, formToBody } from './user-form';

describe('user form', () => {
  it('builds hiring_year as YYYY-MM-DD with day and month zero-padded', () => {
    const body = formToBody({ ...emptyUserForm, hiringDay: '4', hiringMonth: '7', hiringYear: '2019' });
    expect(body.hiring_year).toBe('2019-07-04');
  });

  it('sends an empty hiring_year when no date part is filled', () => {
    expect(formToBody(emptyUserForm).hiring_year).toBe('');
  });

  it('shows a hiring_year error under the year input', () => {
    expect(errorsForForm({ hiring_year: 'Must be a date', name: 'Required' })).toEqual({
      hiringYear: 'Must be a date',
      name: 'Required',
    });
  });

  it('defaults a new user to role 4, active, 0 vacation days', () => {
    expect(emptyUserForm).toMatchObject({ role: '4', user_status: '1', allowed_vacation: '0' });
  });
});
