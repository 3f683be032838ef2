import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGE_MAX, type ReplySourceResponse } from '../../shared/schemas/messages.js';
import { paths } from '../lib/paths';
import { useSave } from '../lib/use-save';
import { FieldError } from '../ui/field-error';
import { TopBar } from '../ui/top-bar';
import { messagesApi } from './api';
import { fromTab } from './format';
import { useMessagesStore } from './store';
import './messages.css';

type Original = ReplySourceResponse['replyMessages'][number];

/** /message-reply/{id}/{senderId}: read-only subject and recipient, the reply, Reply and Cancel. */
export function ReplyPage() {
  const { id = '', senderId = '' } = useParams();
  const navigate = useNavigate();
  const [original, setOriginal] = useState<Original | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [text, setText] = useState('');

  useEffect(() => {
    let active = true;
    messagesApi
      .replySource(id, senderId)
      .then((response) => active && setOriginal(response.replyMessages[0] ?? null))
      .catch((failure: unknown) => {
        console.error('Failed to fetch original message.', failure);
        if (active) setLoadFailed(true);
      });
    return () => {
      active = false;
    };
  }, [id, senderId]);

  const reply = useSave((body: string) => messagesApi.reply(id, senderId, body), {
    onSaved: (sent) => {
      useMessagesStore.getState().addSent({ message: sent });
      navigate(paths.messages, fromTab('sent'));
    },
    refusalOf: () => 'Failed to send reply.',
  });
  const { fieldErrors, saving: replying } = reply;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void reply.run(text);
  };

  return (
    <>
      <TopBar />
      <main className="page messages-page">
        <h1>Reply</h1>
        {loadFailed && (
          <p className="banner error" role="alert">
            Failed to fetch original message.
          </p>
        )}
        <form className="send-form" onSubmit={handleSubmit} noValidate>
          <label className="field">
            <span>Subject</span>
            <input value={original?.subject ?? ''} readOnly />
          </label>
          <label className="field">
            <span>Recipient</span>
            <input value={original?.sender.name ?? ''} readOnly />
          </label>
          <label className="field">
            <span>Your reply</span>
            <textarea value={text} maxLength={MESSAGE_MAX} rows={8} onChange={(event) => setText(event.target.value)} />
          </label>
          <FieldError message={fieldErrors.message ?? fieldErrors.recipients} />
          <FieldError message={reply.refusal ?? undefined} />
          <div className="message-actions">
            <button type="submit" className="button primary" disabled={replying || !original}>
              {replying ? 'Replying...' : 'Reply'}
            </button>
            <button type="button" className="button secondary" onClick={() => navigate(-1)}>
              Cancel
            </button>
          </div>
        </form>
      </main>
    </>
  );
}
