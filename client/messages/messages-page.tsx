import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../lib/paths';
import { TopBar } from '../ui/top-bar';
import { StaleDataNotice } from '../ui/connection-state';
import type { MessagesTab } from './format';
import { MessageList } from './message-list';
import { UnreadBadge } from './messages-button';
import { newestFirst, useMessagesStore } from './store';
import { useMessagesFallback } from './use-messages-fallback';
import { useMessagesRoom } from './use-messages-room';
import './messages.css';

function initialTab(state: unknown): MessagesTab {
  return (state as { fromTab?: unknown } | null)?.fromTab === 'sent' ? 'sent' : 'inbox';
}

/** Inbox (with unread count), Sent, and Send New Message; the tab can be preset by fromTab. */
export function MessagesPage() {
  const location = useLocation();
  const [tab, setTab] = useState<MessagesTab>(() => initialTab(location.state));
  const status = useMessagesRoom();
  const failed = useMessagesFallback(status);
  const receivedById = useMessagesStore((state) => state.received);
  const sentById = useMessagesStore((state) => state.sent);
  const unreadCount = useMessagesStore((state) => state.unreadCount);
  const loaded = useMessagesStore((state) => state.loaded);
  const received = useMemo(() => newestFirst(receivedById), [receivedById]);
  const sent = useMemo(() => newestFirst(sentById), [sentById]);

  return (
    <>
      <TopBar />
      <main className="page messages-page">
        <StaleDataNotice />
        <div className="page-heading">
          <h1>Messages</h1>
          <Link to={paths.sendMessage} className="button primary">
            Send New Message
          </Link>
        </div>
        <div className="messages-tabs" role="tablist" aria-label="Message boxes">
          <button
            type="button"
            role="tab"
            id="tab-inbox"
            aria-selected={tab === 'inbox'}
            aria-controls="panel"
            onClick={() => setTab('inbox')}
          >
            Inbox <UnreadBadge count={unreadCount} />
          </button>
          <button
            type="button"
            role="tab"
            id="tab-sent"
            aria-selected={tab === 'sent'}
            aria-controls="panel"
            onClick={() => setTab('sent')}
          >
            Sent
          </button>
        </div>
        <section id="panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="messages-panel">
          {failed ? (
            <p className="banner error" role="alert">
              Failed to fetch messages.
            </p>
          ) : !loaded ? (
            <p>Loading...</p>
          ) : tab === 'inbox' ? (
            <MessageList box="inbox" messages={received} />
          ) : (
            <MessageList box="sent" messages={sent} />
          )}
        </section>
      </main>
    </>
  );
}
