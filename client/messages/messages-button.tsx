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

/**
 * The top bar's Messages control on every signed-in screen: counts up live wherever the user
 * is (the user room, joined once per page however many listeners). On phones an envelope.
 */
export function MessagesButton() {
  useMessagesRoom();
  const unreadCount = useMessagesStore((state) => state.unreadCount);
  return (
    <Link to={paths.messages} className="button secondary top-bar-control">
      <svg className="top-bar-control-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M3 6h18v12H3zm1.5 1.5v.4L12 13l7.5-5.1v-.4zM4.5 9.7V16.5h15V9.7L12 14.8z" fill="currentColor" />
      </svg>
      <span className="top-bar-control-word">Messages</span>
      <UnreadBadge count={unreadCount} />
    </Link>
  );
}
