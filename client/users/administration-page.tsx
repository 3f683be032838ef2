import { useMemo, useState } from 'react';
import { paths } from '../lib/paths';
import { Link } from 'react-router-dom';
import { roleLabel } from '../../shared/roles.js';
import type { UserRecord } from '../../shared/schemas/users.js';
import { TopBar } from '../ui/top-bar';
import { StaleDataNotice } from '../ui/connection-state';
import { usersApi } from './api';
import { usersByName, useUsersStore } from './store';
import { useUsersRoom } from './use-users-room';
import { UserFormModal } from './user-form-modal';
import { BoardsSection } from './boards-section';

type Editing = { mode: 'add' } | { mode: 'edit'; user: UserRecord } | null;

export function AdministrationPage() {
  useUsersRoom();
  const byId = useUsersStore((state) => state.byId);
  const users = useMemo(() => usersByName(byId), [byId]);
  const loaded = useUsersStore((state) => state.loaded);
  const [editing, setEditing] = useState<Editing>(null);

  const handleEdit = async (id: number) => {
    try {
      setEditing({ mode: 'edit', user: await usersApi.get(id) });
    } catch (error) {
      console.error('Could not load the user', error);
    }
  };

  return (
    <>
      <TopBar />
      <main className="page">
        <StaleDataNotice />
        <div className="page-heading">
          <h1>Administration</h1>
          <Link to="/administration/audit">Audit log</Link>
          <Link to={paths.holidays}>Practice holidays</Link>
          <button type="button" className="button primary" onClick={() => setEditing({ mode: 'add' })}>
            Add New User
          </button>
        </div>
        {!loaded ? (
          <p>Loading...</p>
        ) : (
          <ul className="user-list" aria-label="Users">
            {users.map((user) => (
              <li key={user.id} className={user.user_status === 1 ? 'user-row' : 'user-row inactive'}>
                <span className="user-name">{user.name}</span>
                <span className="user-role">{roleLabel(user.role)}</span>
                {user.user_status !== 1 && <span className="user-status">Inactive</span>}
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Edit ${user.name}`}
                  onClick={() => handleEdit(user.id)}
                >
                  ✎
                </button>
              </li>
            ))}
          </ul>
        )}
        <BoardsSection />
      </main>
      {editing && (
        <UserFormModal user={editing.mode === 'edit' ? editing.user : undefined} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
