import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { formatMonthDay, monthTitle } from '../../shared/dates.js';
import type { CallDayInput, CallEntry, Surgeon } from '../../shared/schemas/call-calendar.js';
import { fieldsOrServerWords } from '../lib/save-outcome';
import { useSave } from '../lib/use-save';
import { ScheduleWarnings } from '../ui/schedule-warnings';
import { TopBar } from '../ui/top-bar';
import { callCalendarApi } from './api';
import { MonthGrid } from './month-grid';
import { MonthNav } from './month-nav';
import { useMonthParam } from './use-month-param';
import './call-calendar.css';

type DraftSlot = 'surgeon_1st' | 'surgeon_2nd';
type Draft = Record<string, Partial<Record<DraftSlot, number | null>>>;

/** A proposal for one cell, as a tool composed in by the app hands it to the page. */
export interface ProposedCell {
  date: string;
  slot: string;
  surgeon_id: number;
}

/**
 * /add-montly-schedule: the practice's draft page, made to work. A local calendar of 1st and
 * 2nd call; Save sends the changed days to /api/save-monthly-call, then reloads what was saved.
 * A soft rule's warnings are shown with "Save anyway", which resends them acknowledged.
 * Composed in by the app: `toolsSlot`, a tool that fills empty cells (marked "Suggested" until
 * changed); `saveSuggested`, how Save writes when suggested cells remain.
 */
export function DraftMonthPage({
  toolsSlot,
  saveSuggested,
}: {
  toolsSlot?: (month: string, fill: (cells: ProposedCell[]) => number) => ReactNode;
  saveSuggested?: (data: CallDayInput[], accepted: number, acknowledgeWarnings: boolean) => Promise<unknown>;
}) {
  const [month, setMonth] = useMonthParam();
  const [surgeons, setSurgeons] = useState<Surgeon[]>([]);
  const [saved, setSaved] = useState<Record<string, CallEntry>>({});
  const [draft, setDraft] = useState<Draft>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  /** Cells filled by the composed tool and not changed since, by `date/slot`: who was put there. */
  const [suggested, setSuggested] = useState<Record<string, number>>({});

  const reload = useCallback(async () => {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    try {
      const { entries } = await callCalendarApi.entries(year, monthNumber);
      setSaved(Object.fromEntries(entries.map((entry) => [entry.date, entry])));
      setDraft({});
      setSuggested({});
    } catch {
      setMessage({ ok: false, text: 'Failed to fetch calendar entries. Please try again.' });
    }
  }, [month]);

  const save = useSave(
    async ({ data, accepted }: { data: CallDayInput[]; accepted: number }, acknowledge: boolean) => {
      if (accepted > 0 && saveSuggested) {
        await saveSuggested(data, accepted, acknowledge);
        return `Data saved successfully! (${accepted} suggested cell(s) among them)`;
      }
      return (await callCalendarApi.saveDraft(data, acknowledge)).message;
    },
    {
      onSaved: async (text) => {
        setMessage({ ok: true, text });
        await reload();
      },
      refusalOf: fieldsOrServerWords('Failed to update month data. Please try again.'),
    },
  );
  const { saving, warnings, dismissWarnings } = save;
  const failure = Object.values(save.fieldErrors)[0] ?? save.refusal;

  useEffect(() => {
    dismissWarnings();
    void reload();
  }, [reload, dismissWarnings]);
  useEffect(() => {
    callCalendarApi
      .surgeons()
      .then(setSurgeons, () => setMessage({ ok: false, text: 'Failed to fetch surgeons. Please try again.' }));
  }, []);

  const valueOf = (date: string, slot: DraftSlot) =>
    draft[date]?.[slot] !== undefined ? draft[date]![slot]! : (saved[date]?.[slot] ?? null);

  /** Puts each proposal in its cell when the cell is empty; answers how many it placed. */
  const fill = (cells: ProposedCell[]) => {
    const placed = cells.filter(
      (cell): cell is ProposedCell & { slot: DraftSlot } =>
        (cell.slot === 'surgeon_1st' || cell.slot === 'surgeon_2nd') && valueOf(cell.date, cell.slot) === null,
    );
    const next = { ...draft };
    for (const cell of placed) next[cell.date] = { ...next[cell.date], [cell.slot]: cell.surgeon_id };
    setDraft(next);
    setSuggested({
      ...suggested,
      ...Object.fromEntries(placed.map((cell) => [`${cell.date}/${cell.slot}`, cell.surgeon_id])),
    });
    return placed.length;
  };

  const handleSave = () => {
    const data = Object.entries(draft).map(([date, slots]) => ({ date, ...slots }));
    if (data.length === 0) return;
    setMessage(null);
    void save.run({ data, accepted: Object.keys(suggested).length });
  };

  const select = (date: string, slot: DraftSlot, label: string) => (
    <label className="cc-edit-slot">
      <span>{label}</span>
      {suggested[`${date}/${slot}`] !== undefined && <span className="cc-suggested-mark">Suggested</span>}
      <select
        aria-label={`${formatMonthDay(date)} ${label}`}
        value={valueOf(date, slot) ?? ''}
        onChange={(event) => {
          const value = event.target.value === '' ? null : Number(event.target.value);
          setDraft({ ...draft, [date]: { ...draft[date], [slot]: value } });
          const rest = { ...suggested };
          delete rest[`${date}/${slot}`];
          setSuggested(rest);
        }}
      >
        <option value="">NONE</option>
        {surgeons.map((surgeon) => (
          <option key={surgeon.id} value={surgeon.id}>
            {surgeon.name}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <>
      <TopBar />
      <main className="page cc-page">
        <div className="page-heading">
          <h1>Draft Monthly Schedule · {monthTitle(month)}</h1>
          <button type="button" className="button primary" disabled={saving} onClick={handleSave}>
            {saving ? 'Saving...' : 'Save'}
          </button>
        </div>
        <MonthNav month={month} onChange={setMonth} />
        {toolsSlot?.(month, fill)}
        {message && (
          <p className={message.ok ? 'banner success' : 'banner error'} role="alert">
            {message.text}
          </p>
        )}
        {failure && (
          <p className="banner error" role="alert">
            {failure}
          </p>
        )}
        {warnings && (
          <ScheduleWarnings
            warnings={warnings}
            busy={saving}
            onSaveAnyway={() => void save.saveAnyway()}
            onCancel={dismissWarnings}
          />
        )}
        <MonthGrid
          month={month}
          className="cc-edit-grid"
          renderDay={(date) => (
            <>
              {select(date, 'surgeon_1st', '1ST')}
              {select(date, 'surgeon_2nd', '2ND')}
            </>
          )}
        />
      </main>
    </>
  );
}
