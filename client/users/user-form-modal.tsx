import { useState, type FormEvent } from 'react';
import { Role, roleFormLabel, roleLabel, ROLE_IDS } from '../../shared/roles.js';
import type { UserRecord } from '../../shared/schemas/users.js';
import { fieldsOr, UNEXPECTED } from '../lib/save-outcome';
import { useSave } from '../lib/use-save';
import { FieldError } from '../ui/field-error';
import { LabelledField } from '../ui/labelled-field';
import { Modal } from '../ui/modal';
import { usersApi } from './api';
import { useUsersStore } from './store';
import { emptyUserForm, errorsForForm, formToBody, hasCallShare, userToForm, type UserFormValues } from './user-form';

/** Under the role select: the form's "Surgeon" is the role the user list and the audit log call "Physician". */
const ROLE_HINT = `${roleFormLabel(Role.Physician)} is the role listed as ${roleLabel(Role.Physician)} in the user list.`;

/** Add New User (no `user`) or edit (filled with `user`). */
export function UserFormModal({ user, onClose }: { user?: UserRecord; onClose: () => void }) {
  const [values, setValues] = useState<UserFormValues>(user ? userToForm(user) : emptyUserForm);
  const upsert = useUsersStore((state) => state.upsert);
  const save = useSave(
    (form: UserFormValues) => (user ? usersApi.update(user.id, formToBody(form)) : usersApi.create(formToBody(form))),
    {
      onSaved: (saved) => {
        upsert(saved);
        onClose();
      },
      refusalOf: fieldsOr(UNEXPECTED),
    },
  );
  const { saving } = save;
  const errors = errorsForForm(save.fieldErrors);

  const field = (name: keyof UserFormValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(values);
  };

  return (
    <Modal title={user ? 'Edit User' : 'Add New User'} onClose={onClose} wide>
      <form className="form-grid" onSubmit={handleSubmit} noValidate>
        <LabelledField label="Name" error={errors.name}>
          <input {...field('name')} />
        </LabelledField>
        <LabelledField label="Initial" error={errors.initial}>
          <input {...field('initial')} />
        </LabelledField>
        <LabelledField label="Email" error={errors.email}>
          <input type="email" {...field('email')} />
        </LabelledField>
        <LabelledField label="Username" error={errors.username}>
          <input autoComplete="off" {...field('username')} />
        </LabelledField>
        <LabelledField label="Password" error={errors.password}>
          <input
            type="password"
            autoComplete="new-password"
            placeholder={user ? 'Hidden' : ''}
            {...field('password')}
          />
        </LabelledField>
        <fieldset className="field date-parts">
          <legend>Hiring Date</legend>
          <input aria-label="Hiring day" placeholder="DD" {...field('hiringDay')} />
          <input aria-label="Hiring month" placeholder="MM" {...field('hiringMonth')} />
          <input aria-label="Hiring year" placeholder="YYYY" {...field('hiringYear')} />
          <FieldError message={errors.hiringDay ?? errors.hiringMonth ?? errors.hiringYear} />
        </fieldset>
        {/* The contract names role 3 "Surgeon" in forms and "Physician" in the user list: the hint ties the two. */}
        <LabelledField label="Role" hint={ROLE_HINT} error={errors.role}>
          <select {...field('role')}>
            {ROLE_IDS.map((role) => (
              <option key={role} value={role}>
                {roleFormLabel(role)}
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledField label="Allowed Vacation" error={errors.allowed_vacation}>
          <input type="number" min={0} {...field('allowed_vacation')} />
        </LabelledField>
        {hasCallShare(values) && (
          <LabelledField
            label="Call share (%)"
            hint="100 = full share of calls; 50 = half; 0 = no calls"
            error={errors.call_share}
          >
            <input type="number" min={0} max={100} step={1} inputMode="numeric" {...field('call_share')} />
          </LabelledField>
        )}
        {user && (
          <LabelledField label="Status" error={errors.user_status}>
            <select {...field('user_status')}>
              <option value="1">Active</option>
              <option value="0">Inactive</option>
            </select>
          </LabelledField>
        )}
        <FieldError message={save.refusal ?? undefined} />
        <div className="modal-actions">
          <button type="button" className="button secondary" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="button primary" disabled={saving}>
            {saving ? 'Saving...' : user ? 'Save Changes' : 'Add User'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
