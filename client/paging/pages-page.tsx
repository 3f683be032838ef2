import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { rooms } from '../../shared/realtime/rooms.js';
import { PAGE_TEXT_MAX, type PageRecord } from '../../shared/schemas/paging.js';
import type { PersonOption } from '../../shared/schemas/users.js';
import { ApiError } from '../lib/api-client';
import { paths } from '../lib/paths';
import { practiceTimeZone } from '../lib/practice-clock';
import { useSession } from '../lib/session';
import { useRoomWatch } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { FieldError } from '../ui/field-error';
import { TopBar } from '../ui/top-bar';
import { pagingApi } from './api';
import { addressee, canAcknowledge, describeSteps } from './format';
import './paging.css';

type Choice = 'first' | 'second' | 'person';

const newestFirst = (pages: Map<number, PageRecord>) => [...pages.values()].sort((a, b) => b.id - a.id);

/**
 * /pages and /pages/:id: page 1st call, 2nd call or a person; the pages I sent and those sent to
 * me, each step shown as it happens (the user room's `page:updated`), and a one-tap Acknowledge
 * on a page that reached me.
 */
export function PagesPage() {
  const { id } = useParams();
  const openId = id ? Number(id) : null;
  const userId = useSession((state) => state.user?.id ?? null);
  const [pages, setPages] = useState<Map<number, PageRecord>>(new Map());
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);

  const upsert = useCallback((page: PageRecord) => {
    setPages((held) => new Map(held).set(page.id, page));
  }, []);
  const refresh = useCallback(() => {
    pagingApi.list().then(
      (list) => {
        setPages(new Map(list.map((page) => [page.id, page])));
        setLoaded(true);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(refresh, [refresh]);
  // The user room's events only (its snapshot is the messages'): read again on each (re)join.
  useRoomWatch(userId ? rooms.user(userId) : null, refresh);
  useSocketEvent('page:updated', upsert);

  const list = useMemo(() => newestFirst(pages), [pages]);
  const shown = openId === null ? list : list.filter((page) => page.id === openId);

  return (
    <>
      <TopBar />
      <main className="page paging-page">
        <h1>Pages</h1>
        <PageForm onSent={upsert} />
        <section aria-labelledby="pages-heading">
          <div className="page-heading">
            <h2 id="pages-heading">{openId === null ? 'My pages' : 'This page'}</h2>
            {openId !== null && <Link to={paths.pages}>All my pages</Link>}
          </div>
          {failed ? (
            <p className="banner error" role="alert">
              Failed to fetch the pages.
            </p>
          ) : !loaded ? (
            <p>Loading...</p>
          ) : shown.length === 0 ? (
            <p>{openId === null ? 'No pages yet.' : 'No such page of yours.'}</p>
          ) : (
            <ul className="page-list">
              {shown.map((page) => (
                <PageItem key={page.id} page={page} userId={userId} onChange={upsert} />
              ))}
            </ul>
          )}
        </section>
      </main>
    </>
  );
}

function PageForm({ onSent }: { onSent: (page: PageRecord) => void }) {
  const [choice, setChoice] = useState<Choice>('first');
  const [personId, setPersonId] = useState('');
  const [text, setText] = useState('');
  const [people, setPeople] = useState<PersonOption[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const myId = useSession((state) => state.user?.id ?? null);

  useEffect(() => {
    pagingApi.people().then(setPeople, () => setPeople([]));
  }, []);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setSent(null);
    if (choice === 'person' && !personId) return setErrors({ to: 'Choose the person to page.' });
    setSending(true);
    try {
      const page = await pagingApi.send({ to: choice === 'person' ? Number(personId) : choice, text });
      onSent(page);
      setText('');
      setSent(`Paged ${addressee(page)}.`);
    } catch (error) {
      setErrors(
        error instanceof ApiError && error.body.errors
          ? error.fieldErrors
          : { general: 'The page could not be sent. Try again.' },
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="page-form" onSubmit={handleSubmit} noValidate aria-labelledby="page-form-heading">
      <h2 id="page-form-heading">Send a page</h2>
      <fieldset className="page-choice">
        <legend>Page</legend>
        {(
          [
            ['first', '1st call'],
            ['second', '2nd call'],
            ['person', 'A person'],
          ] as const
        ).map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="page-to"
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {choice === 'person' && (
        <label className="field">
          <span>Person</span>
          <select value={personId} onChange={(event) => setPersonId(event.target.value)}>
            <option value="">Choose…</option>
            {people
              .filter((person) => person.id !== myId)
              .map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
          </select>
        </label>
      )}
      <FieldError message={errors.to} />
      <label className="field">
        <span>Text</span>
        <input value={text} maxLength={PAGE_TEXT_MAX} onChange={(event) => setText(event.target.value)} />
      </label>
      <FieldError message={errors.text} />
      <FieldError message={errors.general} />
      <div className="page-actions">
        <button type="submit" className="button primary" disabled={sending}>
          {sending ? 'Paging...' : 'Page'}
        </button>
        {sent && (
          <span role="status" className="page-sent">
            {sent}
          </span>
        )}
      </div>
    </form>
  );
}

function PageItem({
  page,
  userId,
  onChange,
}: {
  page: PageRecord;
  userId: number | null;
  onChange: (page: PageRecord) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = page.sender.id === userId;
  const acknowledge = async () => {
    setBusy(true);
    setError(null);
    try {
      onChange(await pagingApi.acknowledge(page.id));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409 && failure.body.current)
        onChange(failure.body.current as PageRecord);
      setError(failure instanceof ApiError ? failure.message : 'Could not acknowledge. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={`page-item${page.acknowledged_at ? ' acknowledged' : ''}`} aria-label={`Page ${page.id}`}>
      <p className="page-who">
        {mine ? `To ${addressee(page)}` : `From ${page.sender.name}`}
        {page.acknowledged_at === null && <span className="page-open"> · open</span>}
      </p>
      <p className="page-text">{page.text}</p>
      <p className="page-steps" data-testid="page-steps">
        {describeSteps(page, practiceTimeZone())}
      </p>
      {canAcknowledge(page, userId) && (
        <button type="button" className="button primary" onClick={acknowledge} disabled={busy}>
          Acknowledge
        </button>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
