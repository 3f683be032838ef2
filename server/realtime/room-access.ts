import type { ParsedRoom } from '../../shared/realtime/rooms.js';
import { can } from '../../shared/roles.js';
import type { AuthUser } from '../auth/auth-user.js';

/** Who may listen to which room. Everyone signed in may view the working areas. */
export function mayJoin(user: AuthUser, room: ParsedRoom): boolean {
  switch (room.kind) {
    case 'user':
      return room.userId === user.id;
    case 'list':
      return room.list === 'users' ? can(user.role, 'users.manage') : true;
    case 'day':
    case 'month':
      return true;
  }
}
