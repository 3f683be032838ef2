import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../shared/schemas/users.js';
import { emptyUserForm, errorsForForm, formToBody, hasCallShare, userToForm } from './user-form';

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

  it('defaults a new user to a full call share (100)', () => {
    expect(emptyUserForm.call_share).toBe('100');
  });

  it("shows the call share for a physician only, and fills it from the user's", () => {
    expect(hasCallShare({ role: '3' })).toBe(true);
    expect(['1', '2', '4'].map((role) => hasCallShare({ role }))).toEqual([false, false, false]);
    const physician = { role: 3, call_share: 50, hiring_year: null } as UserRecord;
    expect(userToForm(physician).call_share).toBe('50');
  });

  it("sends a physician's call share as typed, and none for another role (the saved one stays)", () => {
    expect(formToBody({ ...emptyUserForm, role: '3', call_share: '50' }).call_share).toBe('50');
    expect(formToBody({ ...emptyUserForm, role: '4', call_share: '50' })).not.toHaveProperty('call_share');
  });
});
