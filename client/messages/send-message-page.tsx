import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGE_MAX, SUBJECT_MAX } from '../../shared/schemas/messages.js';
import { ApiError } from '../lib/api-client';
import { paths } from '../lib/paths';
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    try {
      const sent = await messagesApi.send({
        subject,
        message,
        recipients: recipientIds(choice, [...staff, ...physicians]),
      });
      useMessagesStore.getState().addSent({ message: sent });
      navigate(paths.messages, fromTab('sent'));
    } catch (error) {
      // Unlike the old portal, a refused send stays here with its errors shown.
      setErrors(
        error instanceof ApiError && error.body.errors
          ? error.fieldErrors
          : { general: 'An unexpected error occurred' },
      );
      setSending(false);
    }
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
          <FieldError message={errors.general} />
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
