import type { ReactNode } from 'react';
import type { MessageViewResponse } from '../../shared/schemas/messages.js';
import { TopBar } from '../ui/top-bar';
import { StaleDataNotice } from '../ui/connection-state';
import { messageDate, messageTime } from './format';
import type { ViewState } from './use-message-view';
import './messages.css';

/** The layout shared by the received and sent views: Subject, From, To, time, date, body. */
export function MessageView({
  state,
  indicator,
  actions,
  about,
}: {
  state: ViewState;
  indicator?: ReactNode;
  actions: ReactNode;
  /** What the message is about (e.g. a call request with its actions), composed in by the app. */
  about?: ReactNode;
}) {
  return (
    <>
      <TopBar />
      <main className="page messages-page">
        <StaleDataNotice />
        {state.status === 'failed' ? (
          <p className="banner error" role="alert">
            Failed to fetch message.
          </p>
        ) : state.status === 'loading' ? (
          <p>Loading...</p>
        ) : (
          <>
            <MessageCard view={state.view} indicator={indicator} />
            {about}
          </>
        )}
        <div className="message-actions">{actions}</div>
      </main>
    </>
  );
}

function MessageCard({
  view: { message, recipient_names },
  indicator,
}: {
  view: MessageViewResponse;
  indicator?: ReactNode;
}) {
  return (
    <article className="message-card" aria-labelledby="message-subject">
      <header className="message-card-header">
        <h1 id="message-subject">{message.subject}</h1>
        {indicator}
      </header>
      <dl className="message-meta">
        <dt>From</dt>
        <dd>{message.sender.name}</dd>
        <dt>To</dt>
        <dd>{recipient_names.join(', ')}</dd>
        <dt>Time</dt>
        <dd>{messageTime(message.created_at)}</dd>
        <dt>Date</dt>
        <dd>{messageDate(message.created_at)}</dd>
      </dl>
      <div className="message-body" aria-label="Message">
        {message.message}
      </div>
    </article>
  );
}
