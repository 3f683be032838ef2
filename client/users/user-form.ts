import { pad2 } from '../../shared/dates.js';
import { Role } from '../../shared/roles.js';
import { CALL_SHARE_DEFAULT, type UserRecord } from '../../shared/schemas/users.js';

/** The add/edit form's fields; the hiring date is split into day, month and year inputs. */
export interface UserFormValues {
  name: string;
  initial: string;
  email: string;
  username: string;
  password: string;
  hiringDay: string;
  hiringMonth: string;
  hiringYear: string;
  role: string;
  allowed_vacation: string;
  /** Percent of a full share of the calls: shown, and sent, for physicians only. */
  call_share: string;
  user_status: string;
}

export const emptyUserForm: UserFormValues = {
  name: '',
  initial: '',
  email: '',
  username: '',
  password: '',
  hiringDay: '',
  hiringMonth: '',
  hiringYear: '',
  role: '4',
  allowed_vacation: '0',
  call_share: String(CALL_SHARE_DEFAULT),
  user_status: '1',
};

/** Whether the form shows the call share: suggest-fill reads it for physicians only. */
export const hasCallShare = (values: Pick<UserFormValues, 'role'>): boolean => Number(values.role) === Role.Physician;

export function userToForm(user: UserRecord): UserFormValues {
  const [year = '', month = '', day = ''] = user.hiring_year?.split('-') ?? [];
  return {
    name: user.name,
    initial: user.initial,
    email: user.email,
    username: user.username,
    password: '',
    hiringDay: day,
    hiringMonth: month,
    hiringYear: year,
    role: String(user.role),
    allowed_vacation: String(user.allowed_vacation),
    call_share: String(user.call_share),
    user_status: String(user.user_status),
  };
}

/**
 * The request body: hiring_year as YYYY-MM-DD (month and day zero-padded), or empty; call_share
 * only for a physician (for anyone else it is left out: a new user gets the default, an edited
 * one keeps theirs).
 */
export function formToBody({ hiringDay, hiringMonth, hiringYear, call_share, ...rest }: UserFormValues) {
  const anyDatePart = hiringDay || hiringMonth || hiringYear;
  const hiring_year = anyDatePart ? `${hiringYear}-${pad2(Number(hiringMonth))}-${pad2(Number(hiringDay))}` : '';
  return { ...rest, hiring_year, ...(hasCallShare(rest) ? { call_share } : {}) };
}

/** Server errors keyed for the form: a hiring_year error shows under the year input. */
export function errorsForForm(errors: Record<string, string>): Record<string, string> {
  const { hiring_year, ...rest } = errors;
  return hiring_year ? { ...rest, hiringYear: hiring_year } : rest;
}
