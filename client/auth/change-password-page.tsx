import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../shared/schemas/users.js';
import { ApiError } from '../lib/api-client';
import { refusalWords } from '../lib/save-outcome';
import { useSave } from '../lib/use-save';
import { FieldError } from '../ui/field-error';
import { LabelledField } from '../ui/labelled-field';
import { TopBar } from '../ui/top-bar';
import { authApi } from './api';
import './change-password.css';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };
type Fields = typeof EMPTY;

/** Anyone's own password: the current one, then the new one twice. Other sessions end on success. */
export function ChangePasswordPage() {
  const [values, setValues] = useState<Fields>(EMPTY);
  const [done, setDone] = useState<string | null>(null);
  const save = useSave((passwords: Fields) => authApi.changePassword(passwords), {
    onSaved: (message) => {
      setValues(EMPTY);
      setDone(message);
    },
    refusalOf: (error) => (error instanceof ApiError && error.status === 422 ? null : refusalWords(error)),
  });
  const { fieldErrors: errors, saving } = save;

  const field = (name: keyof Fields) => ({
    name,
    type: 'password',
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    void save.run(values);
  };

  return (
    <>
      <TopBar />
      <main className="page change-password-page">
        <div className="page-heading">
          <h1>Change password</h1>
        </div>
        <form className="change-password-form" onSubmit={handleSubmit} noValidate>
          <LabelledField label="Current password" error={errors.current_password}>
            <input autoComplete="current-password" {...field('current_password')} />
          </LabelledField>
          <LabelledField label="New password" error={errors.password}>
            <input autoComplete="new-password" aria-describedby="new-password-rules" {...field('password')} />
          </LabelledField>
          <p id="new-password-rules" className="field-hint">
            At least {PASSWORD_MIN_LENGTH} characters, and hard to guess: not a common password, nor your username, your
            name or the practice&apos;s name with a few digits. A few unrelated words together are easy to remember and
            hard to guess.
          </p>
          <LabelledField label="Repeat new password" error={errors.password_confirmation}>
            <input autoComplete="new-password" {...field('password_confirmation')} />
          </LabelledField>
          <FieldError message={save.refusal ?? undefined} />
          {done && (
            <p className="success-text" role="status">
              {done}
            </p>
          )}
          <div className="modal-actions">
            <button type="submit" className="button primary" disabled={saving}>
              {saving ? 'Saving...' : 'Change Password'}
            </button>
          </div>
        </form>
      </main>
    </>
  );
}
