import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../lib/paths';
import { messagesApi } from './api';
import { fromTab } from './format';
import { MessageView } from './message-view';
import { useMessagesStore } from './store';
import { useMessageView } from './use-message-view';

/** /recivedbox/{id}: a received message with Reply and Return To Messages; `about`: what it is about (the app composes it). */
export function ReceivedMessagePage({ about }: { about?: (messageId: string) => ReactNode } = {}) {
  const { id } = useParams();
  const state = useMessageView(() => messagesApi.received(id ?? ''), id);

  // Reached without the inbox (a link, a reload): opening it here marks it read.
  const unread = state.status === 'ready' && !state.view.message.is_read;
  useEffect(() => {
    if (!unread || !id) return;
    useMessagesStore.getState().markReadLocally(Number(id));
    messagesApi.open(id).catch((error: unknown) => console.error('Could not mark the message read', error));
  }, [unread, id]);

  return (
    <MessageView
      state={state}
      about={id && about?.(id)}
      actions={
        <>
          {state.status === 'ready' && (
            <Link
              className="button primary"
              to={paths.messageReply(state.view.message.id, state.view.message.sender.id)}
            >
              Reply
            </Link>
          )}
          <Link className="button secondary" to={paths.messages} {...fromTab('inbox')}>
            Return To Messages
          </Link>
        </>
      }
    />
  );
}
