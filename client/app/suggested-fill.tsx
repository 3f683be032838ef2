import type { CalendarEntryInput } from '../../shared/schemas/call-calendar.js';
import type { SuggestedEntry } from '../../shared/schemas/call-suggestions.js';
import { callCalendarApi } from '../call-calendar/api';
import { callSuggestionsApi } from '../call-suggestions/api';
import { cellKey } from '../call-suggestions/store';
import type { CallSlot } from '../../shared/schemas/call-slots.js';
import { editCell, shownValue, useEditDraft } from '../call-calendar/edit-draft';
import { useCallMonthStore } from '../call-calendar/store';
import { useSuggestions } from '../call-suggestions/store';
import { SuggestPanel } from '../call-suggestions/suggest-panel';
import { SuggestionMark, type SuggestionPeople } from '../call-suggestions/suggestion-mark';

/** Takes suggestions into the edit page's draft, as if the scheduler had chosen each; Save writes them. */
function acceptIntoDraft(suggestions: SuggestedEntry[]): void {
  const entries = useCallMonthStore.getState().entries;
  let edits = useEditDraft.getState().edits;
  for (const entry of suggestions) {
    edits = editCell(edits, entries, entry.date, entry.slot, entry.surgeon_id);
    useSuggestions.getState().settle(entry.date, entry.slot, entry.surgeon_id);
  }
  useEditDraft.getState().set(edits);
}

/** A cell the scheduler has not filled (saved or in the draft): a suggestion for it still stands. */
function isEmpty(date: string, slot: CallSlot): boolean {
  return shownValue(useEditDraft.getState().edits, useCallMonthStore.getState().entries, date, slot) === null;
}

function usePeople(): SuggestionPeople {
  const surgeons = useCallMonthStore((state) => state.surgeons);
  const find = (id: number) => surgeons.find((surgeon) => surgeon.id === id);
  return {
    initialOf: (id) => find(id)?.initial ?? `#${id}`,
    nameOf: (id) => find(id)?.name ?? `Surgeon #${id}`,
  };
}

/** The suggestion beside one cell of the edit page, while the cell is empty. */
export function SuggestionCell({ date, slot }: { date: string; slot: CallSlot }) {
  const empty = useEditDraft(
    (state) => shownValue(state.edits, useCallMonthStore.getState().entries, date, slot) === null,
  );
  const saved = useCallMonthStore((state) => state.entries[date]?.[slot] ?? null);
  const people = usePeople();
  if (!empty || saved !== null) return null;
  return <SuggestionMark date={date} slot={slot} people={people} onAccept={acceptIntoDraft} />;
}

/** The edit page's "Suggested fill" panel, wired to its draft. Accept all skips the cells filled by hand since. */
export function SuggestedFillPanel({ month }: { month: string }) {
  const acceptAll = (suggestions: SuggestedEntry[]) => {
    const byHand = suggestions.filter((entry) => !isEmpty(entry.date, entry.slot));
    for (const entry of byHand) useSuggestions.getState().settle(entry.date, entry.slot, null);
    acceptIntoDraft(suggestions.filter((entry) => isEmpty(entry.date, entry.slot)));
  };
  return <SuggestPanel month={month} people={usePeople()} onAccept={acceptAll} />;
}

/**
 * The edit page's save: through the fill's endpoint when the changes hold accepted suggestions
 * (counted: those still holding the person accepted), so History has one entry of the fill and
 * one Undo for it; else the calendar's own save.
 */
export async function saveWithFill(changes: CalendarEntryInput[], acknowledgeWarnings: boolean) {
  const { accepted } = useSuggestions.getState();
  const kept = changes.flatMap((day) =>
    Object.entries(day).filter(([slot, value]) => accepted[cellKey(day.date, slot as CallSlot)] === value),
  ).length;
  if (kept === 0) return callCalendarApi.saveEntries(changes, acknowledgeWarnings);
  const saved = await callSuggestionsApi.acceptFill(changes, kept, acknowledgeWarnings);
  useSuggestions.getState().clear();
  return saved;
}

/** A 409 of either save: the days as saved now. */
export const savedNowOfEither = (error: unknown) =>
  callCalendarApi.savedNowOf(error) ?? callSuggestionsApi.savedNowOf(error);
