import { useState } from 'react';
import { formatUsDate } from '../../shared/dates.js';
import { can } from '../../shared/roles.js';
import { SLOT_LABELS } from '../../shared/schemas/call-calendar.js';
import type { ClearedCall, OfficeRecord } from '../../shared/schemas/office-closures.js';
import { useSession } from '../lib/session';
import { useUndoableRemoval } from '../lib/use-undoable-removal';
import { RemovalPrompts } from '../ui/removal-prompts';
import { callCalendarApi } from './api';
import { initialOf, useCallMonthStore } from './store';

const describeCalls = (calls: ClearedCall[]) => {
  const { surgeons } = useCallMonthStore.getState();
  return calls.map((call) => `${SLOT_LABELS[call.slot]} ${initialOf(surgeons, call.surgeon_id)}`).join(', ');
};

/**
 * The month's office closures, each with a button that opens the office again; one that took
 * office holders off offers to put them back (checked by default).
 */
export function OfficeClosuresList() {
  const closures = useCallMonthStore((state) => state.closures);
  const mayRemove = can(
    useSession((state) => state.user?.role),
    'office-closures.remove',
  );
  const removal = useUndoableRemoval('Failed to remove the office closure. Please try again.');
  const [keepEmpty, setKeepEmpty] = useState<Record<number, boolean>>({});
  const [restored, setRestored] = useState('');
  const list = Object.values(closures).sort((a, b) => a.effective_date_start.localeCompare(b.effective_date_start));

  const askToRemove = (record: OfficeRecord) =>
    removal.ask({
      what: `the office closure on ${formatUsDate(record.effective_date_start)}`,
      area: 'office-closures',
      recordId: record.id,
      isEntry: (entry) => entry.action === 'remove',
      remove: async () => {
        setRestored('');
        const restore = (record.cleared_calls ?? []).length > 0 && !keepEmpty[record.id];
        const { restored_calls, kept_empty } = await callCalendarApi.removeClosure(
          record.id,
          record.effective_date_start,
          restore,
        );
        useCallMonthStore.getState().removeClosure(record.id);
        const kept = kept_empty.map((call) => `${describeCalls([call])}: ${call.message}`);
        const putBack = restored_calls.length > 0 ? `Put back: ${describeCalls(restored_calls)}.` : '';
        setRestored(
          [`Office open again on ${formatUsDate(record.effective_date_start)}.`, putBack, ...kept]
            .filter(Boolean)
            .join(' '),
        );
      },
    });

  return (
    <div aria-label="Office closures this month" role="group">
      <h4>Office closures this month</h4>
      {list.length === 0 ? (
        <p className="cc-muted">None.</p>
      ) : (
        <ul className="cc-closures">
          {list.map((record) => (
            <li key={record.id}>
              {formatUsDate(record.effective_date_start)}
              {(record.cleared_calls ?? []).length > 0 && (
                <span className="cc-closure-took"> took off {describeCalls(record.cleared_calls!)}</span>
              )}
              {mayRemove && (record.cleared_calls ?? []).length > 0 && (
                <label className="cc-closure-restore">
                  <input
                    type="checkbox"
                    checked={!keepEmpty[record.id]}
                    onChange={(event) => setKeepEmpty({ ...keepEmpty, [record.id]: !event.target.checked })}
                  />
                  Put back {describeCalls(record.cleared_calls!)} when removing
                </label>
              )}
              {mayRemove && (
                <button
                  type="button"
                  className="button secondary"
                  disabled={removal.busy}
                  onClick={() => askToRemove(record)}
                >
                  Remove closure {formatUsDate(record.effective_date_start)}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {restored && (
        <p className="success-text" role="status">
          {restored}
        </p>
      )}
      <RemovalPrompts removal={removal} confirmLabel="Remove closure" />
    </div>
  );
}
