import { useState } from 'react';
import { ApiError } from '../lib/api-client';
import { calendarFeedApi } from './api';

type FeedState =
  { kind: 'idle' } | { kind: 'created'; url: string } | { kind: 'revoked' } | { kind: 'error'; message: string };

/**
 * The user's calls, office sessions and time off as a calendar subscription. The server keeps
 * only a hash of the URL, so it is shown once; making a new one replaces the old.
 */
export function CalendarFeedCard() {
  const [state, setState] = useState<FeedState>({ kind: 'idle' });
  const [copied, setCopied] = useState(false);

  const run = async (action: () => Promise<FeedState>) => {
    setCopied(false);
    try {
      setState(await action());
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 404
          ? 'You have no calendar feed.'
          : 'The calendar feed could not be changed. Please try again.';
      setState({ kind: 'error', message });
    }
  };
  const create = () => run(async () => ({ kind: 'created', url: await calendarFeedApi.create() }));
  const revoke = () => run(async () => (await calendarFeedApi.revoke(), { kind: 'revoked' }));
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };

  return (
    <section className="dashboard-card calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">My calendar feed</h2>
      <p>Your calls, office sessions and time off in Apple, Google or Outlook calendar. It holds no patient data.</p>
      {state.kind === 'created' && (
        <>
          <label htmlFor="calendar-feed-url">Subscription URL (shown once; keep it private)</label>
          <input id="calendar-feed-url" readOnly value={state.url} onFocus={(event) => event.currentTarget.select()} />
          <div className="calendar-feed-actions">
            <button type="button" className="button secondary" onClick={() => void copy(state.url)}>
              Copy URL
            </button>
            <a className="button secondary" href={state.url.replace(/^https?:/, 'webcal:')}>
              Subscribe
            </a>
          </div>
          {copied && <p role="status">Copied.</p>}
        </>
      )}
      {state.kind === 'revoked' && <p role="status">The feed is turned off: its URL no longer works.</p>}
      {state.kind === 'error' && <p role="alert">{state.message}</p>}
      <div className="calendar-feed-actions">
        <button type="button" className="button primary" onClick={() => void create()}>
          {state.kind === 'created' ? 'Make a new URL' : 'Get a feed URL'}
        </button>
        <button type="button" className="button secondary" onClick={() => void revoke()}>
          Turn off the feed
        </button>
      </div>
    </section>
  );
}
