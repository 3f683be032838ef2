import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../lib/paths';
import { messagesApi } from './api';
import { fromTab } from './format';
import { MessageView } from './message-view';
import { useMessageView } from './use-message-view';

/** /sentbox/{id}: a sent message with a Sent indicator and Return To Messages. */
export function SentMessagePage({ about }: { about?: (messageId: string) => ReactNode } = {}) {
  const { id } = useParams();
  const state = useMessageView(() => messagesApi.sent(id ?? ''), id);
  return (
    <MessageView
      state={state}
      indicator={<span className="sent-indicator">Sent</span>}
      about={id && about?.(id)}
      actions={
        <Link className="button secondary" to={paths.messages} {...fromTab('sent')}>
          Return To Messages
        </Link>
      }
    />
  );
}
