import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useMessagesStore } from './store';
import { useMessagesRoom } from './use-messages-room';

/** The unread received-message count, hidden at zero. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="badge" role="status" aria-label="Unread messages">
      {count}
    </span>
  );
}

/** The dashboard's Messages button: counts up live while the dashboard is open. */
export function MessagesButton() {
  useMessagesRoom();
  const unreadCount = useMessagesStore((state) => state.unreadCount);
  return (
    <Link to={paths.messages} className="button secondary">
      Messages
      <UnreadBadge count={unreadCount} />
    </Link>
  );
}
