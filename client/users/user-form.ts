import { pad2 } from '../../shared/dates.js';
import type { UserRecord } from '../../shared/schemas/users.js';

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
  user_status: '1',
};

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
    user_status: String(user.user_status),
  };
}

/** The request body: hiring_year as YYYY-MM-DD (month and day zero-padded), or empty. */
export function formToBody({ hiringDay, hiringMonth, hiringYear, ...rest }: UserFormValues) {
  const anyDatePart = hiringDay || hiringMonth || hiringYear;
  const hiring_year = anyDatePart ? `${hiringYear}-${pad2(Number(hiringMonth))}-${pad2(Number(hiringDay))}` : '';
  return { ...rest, hiring_year };
}

/** Server errors keyed for the form: a hiring_year error shows under the year input. */
export function errorsForForm(errors: Record<string, string>): Record<string, string> {
  const { hiring_year, ...rest } = errors;
  return hiring_year ? { ...rest, hiringYear: hiring_year } : rest;
}
