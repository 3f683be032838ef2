import { useState } from 'react';
import { formatMonthDay } from '../../shared/dates.js';
import { SLOT_LABELS, type CallSlot } from '../../shared/schemas/call-slots.js';
import type { SuggestedEntry } from '../../shared/schemas/call-suggestions.js';
import { cellKey, useSuggestions } from './store';
import { WhyDialog } from './why-dialog';

/** How the calendar names its physicians. */
export interface SuggestionPeople {
  initialOf: (id: number) => string;
  nameOf: (id: number) => string;
}

/** A pending suggestion beside an empty cell of the edit page: who, Accept, Clear, and Why. */
export function SuggestionMark({
  date,
  slot,
  people,
  onAccept,
}: {
  date: string;
  slot: CallSlot;
  people: SuggestionPeople;
  onAccept: (entries: SuggestedEntry[]) => void;
}) {
  const suggestion = useSuggestions((state) => state.pending[cellKey(date, slot)]);
  const [why, setWhy] = useState(false);
  if (!suggestion) return null;
  const who = people.initialOf(suggestion.surgeon_id);
  const cell = `${formatMonthDay(date)} ${SLOT_LABELS[slot]}`;
  return (
    <div className="cs-suggested">
      <span className="cs-badge" aria-hidden="true">
        S
      </span>
      <span>
        Suggested <strong>{who}</strong>
      </span>
      <button type="button" aria-label={`Accept ${who} for ${cell}`} onClick={() => onAccept([suggestion])}>
        Accept
      </button>
      <button
        type="button"
        aria-label={`Clear the suggestion for ${cell}`}
        onClick={() => useSuggestions.getState().settle(date, slot, null)}
      >
        Clear
      </button>
      <button type="button" aria-label={`Why ${who} for ${cell}, and who else`} onClick={() => setWhy(true)}>
        Why?
      </button>
      {why && (
        <WhyDialog suggestion={suggestion} nameOf={people.nameOf} onAccept={onAccept} onClose={() => setWhy(false)} />
      )}
    </div>
  );
}
