import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGE_MAX, SUBJECT_MAX } from '../../shared/schemas/messages.js';
import { paths } from '../lib/paths';
import { fieldsOr, UNEXPECTED } from '../lib/save-outcome';
import { useSave } from '../lib/use-save';
import { FieldError } from '../ui/field-error';
import { TopBar } from '../ui/top-bar';
import { messagesApi } from './api';
import { fromTab } from './format';
import { choiceFromParam, recipientIds, type RecipientChoice } from './recipient-choice';
import { RecipientPicker } from './recipient-picker';
import { useMessagesStore } from './store';
import { useRecipientOptions } from './use-recipient-options';
import './messages.css';

/** /send-message: subject, recipients, body; "Sending..." while it goes; then /messages. */
export function SendMessagePage() {
  const navigate = useNavigate();
  const { staff, physicians, failed } = useRecipientOptions();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [searchParams] = useSearchParams();
  const [choice, setChoice] = useState<RecipientChoice>(() => choiceFromParam(searchParams.get('to')));
  // Unlike the old portal, a refused send stays here with its errors shown.
  const send = useSave((body: Parameters<typeof messagesApi.send>[0]) => messagesApi.send(body), {
    onSaved: (sent) => {
      useMessagesStore.getState().addSent({ message: sent });
      navigate(paths.messages, fromTab('sent'));
    },
    refusalOf: fieldsOr(UNEXPECTED),
  });
  const { fieldErrors: errors, saving: sending } = send;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send.run({ subject, message, recipients: recipientIds(choice, [...staff, ...physicians]) });
  };

  return (
    <>
      <TopBar />
      <main className="page messages-page">
        <h1>Send New Message</h1>
        <form className="send-form" onSubmit={handleSubmit} noValidate>
          <label className="field">
            <span>Subject</span>
            <input value={subject} maxLength={SUBJECT_MAX} onChange={(event) => setSubject(event.target.value)} />
          </label>
          <FieldError message={errors.subject} />
          {failed && <p className="banner error">Failed to load the recipients.</p>}
          <RecipientPicker staff={staff} physicians={physicians} choice={choice} onChange={setChoice} />
          <FieldError message={errors.recipients} />
          <label className="field">
            <span>Message</span>
            <textarea
              value={message}
              maxLength={MESSAGE_MAX}
              rows={8}
              onChange={(event) => setMessage(event.target.value)}
            />
          </label>
          <FieldError message={errors.message} />
          <FieldError message={send.refusal ?? undefined} />
          <div className="message-actions">
            <button type="submit" className="button primary" disabled={sending}>
              {sending ? 'Sending...' : 'Send'}
            </button>
          </div>
        </form>
      </main>
    </>
  );
}
