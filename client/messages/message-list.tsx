import { useNavigate } from 'react-router-dom';
import type { MessageRecord } from '../../shared/schemas/messages.js';
import { paths } from '../lib/paths';
import { messagesApi } from './api';
import { messageDate, messageTime, type MessagesTab } from './format';
import { useMessagesStore } from './store';

/** One box's messages, newest first; unread inbox items stand out. Text is rendered as text. */
export function MessageList({ box, messages }: { box: MessagesTab; messages: MessageRecord[] }) {
  const navigate = useNavigate();
  const markReadLocally = useMessagesStore((state) => state.markReadLocally);

  const handleOpen = (message: MessageRecord) => {
    if (box === 'sent') return navigate(paths.sentMessage(message.id));
    if (!message.is_read) {
      markReadLocally(message.id);
      // Marks it read on the server; the other devices' badges follow from the push.
      messagesApi.open(message.id).catch((error: unknown) => console.error('Could not mark the message read', error));
    }
    navigate(paths.receivedMessage(message.id));
  };

  if (messages.length === 0)
    return <p className="messages-empty">{box === 'inbox' ? 'No messages received.' : 'No messages sent.'}</p>;
  return (
    <ul className="message-list" aria-label={box === 'inbox' ? 'Inbox' : 'Sent'}>
      {messages.map((message) => (
        <li key={message.id}>
          <button
            type="button"
            className={box === 'inbox' && !message.is_read ? 'message-row unread' : 'message-row'}
            onClick={() => handleOpen(message)}
          >
            <span className="message-who">
              {box === 'inbox'
                ? message.sender.name
                : `To: ${message.recipients.map((person) => person.name).join(', ')}`}
            </span>
            <span className="message-subject">
              {box === 'inbox' && !message.is_read && <span className="visually-hidden">Unread: </span>}
              {message.subject}
            </span>
            <span className="message-when">
              {messageDate(message.created_at)} {messageTime(message.created_at)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
