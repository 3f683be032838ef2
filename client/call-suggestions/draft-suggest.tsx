import { useState } from 'react';
import type { SuggestedEntry } from '../../shared/schemas/call-suggestions.js';
import { ApiError } from '../lib/api-client';
import { callSuggestionsApi } from './api';

/**
 * "Suggest 1st and 2nd calls" on the draft page: fills its empty 1st and 2nd cells with the
 * month's suggestions, marked until changed; nothing is saved until Save.
 */
export function DraftSuggest({ month, onFill }: { month: string; onFill: (entries: SuggestedEntry[]) => number }) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const suggest = async () => {
    setBusy(true);
    setSaid(null);
    try {
      const result = await callSuggestionsApi.suggest(month);
      const placed = onFill(result.entries);
      const empty = result.unfilled.filter((cell) => cell.slot === 'surgeon_1st' || cell.slot === 'surgeon_2nd').length;
      setSaid({
        ok: true,
        text: `Suggested ${placed} empty 1st and 2nd call(s), marked Suggested; ${empty} left empty (no one may take them). Review, then Save.`,
      });
    } catch (error) {
      setSaid({ ok: false, text: error instanceof ApiError ? error.message : 'Suggestions could not be worked out.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cs-draft-suggest">
      <button type="button" className="button" disabled={busy} onClick={suggest}>
        {busy ? 'Working out suggestions...' : 'Suggest 1st and 2nd calls'}
      </button>
      <span role="status">{said?.text}</span>
    </div>
  );
}
