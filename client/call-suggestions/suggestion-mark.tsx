import { useState } from 'react';
import { formatMonthDay } from '../../shared/dates.js';
import { SLOT_LABELS, type CallSlot } from '../../shared/schemas/call-slots.js';
import type { SuggestedEntry } from '../../shared/schemas/call-suggestions.js';
import { cellKey, useSuggestions, type OthersSuggestions } from './store';
import { WhyDialog } from './why-dialog';

const NO_OTHERS: Record<number, OthersSuggestions> = {};

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
  const others = useSuggestions((state) => (state.othersMonth === date.slice(0, 7) ? state.others : NO_OTHERS));
  const [why, setWhy] = useState(false);
  if (!suggestion) return <OthersMark date={date} slot={slot} people={people} others={others} />;
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

/** Another scheduler's pending suggestion for the cell, read-only: "Suggested by Olivia Grant: JC". */
function OthersMark({
  date,
  slot,
  people,
  others,
}: {
  date: string;
  slot: CallSlot;
  people: SuggestionPeople;
  others: Record<number, OthersSuggestions>;
}) {
  const key = cellKey(date, slot);
  const theirs = Object.values(others).filter((other) => other.cells[key] !== undefined);
  if (theirs.length === 0) return null;
  return (
    <>
      {theirs.map(({ by, cells }) => (
        <div key={by.id} className="cs-suggested cs-theirs">
          <span className="cs-badge" aria-hidden="true">
            S
          </span>
          <span>
            Suggested by {by.name}: <strong>{people.initialOf(cells[key]!)}</strong>
          </span>
        </div>
      ))}
    </>
  );
}
