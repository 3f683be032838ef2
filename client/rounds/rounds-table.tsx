import { RecordHistory } from '../ui/record-history';
import { useVersionedEdit } from '../lib/use-versioned-edit';
import { useState } from 'react';
import { formatRoom, type RoundRecord } from '../../shared/schemas/rounds.js';
import { formatUsDate } from '../../shared/dates.js';
import { ConfirmDeleteDialog } from '../ui/confirm-dialog';
import { roundsApi } from './api';
import { RoundEditRow } from './round-edit-row';
import { roundToForm, ROUND_COLUMNS, type RoundFormValues } from './round-form';
import { SoDcBoxes } from './sodc-boxes';
import { useRoundsStore } from './store';

/**
 * The rounds table: Room … Facility, S/O D/C, and (when `showActions`) Edit and Delete per
 * row, with an add row on top while `adding`. Saves go to the store at once; the room's
 * events bring every other browser the same change.
 */
export function RoundsTable({
  label,
  rounds,
  canWrite,
  showActions,
  adding = false,
  showUpdated = false,
  onAdded,
  onCancelAdd,
  onRefused,
}: {
  label: string;
  rounds: RoundRecord[];
  canWrite: boolean;
  showActions: boolean;
  adding?: boolean;
  showUpdated?: boolean;
  onAdded?: (round: RoundRecord) => void;
  onCancelAdd?: () => void;
  onRefused: (error: unknown) => void;
}) {
  const upsert = useRoundsStore((state) => state.upsert);
  const edit = useVersionedEdit(upsert);
  const [deleting, setDeleting] = useState<RoundRecord | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const act = async (id: number, call: () => Promise<RoundRecord>) => {
    setBusyId(id);
    try {
      upsert(await call());
    } catch (error) {
      onRefused(error);
    } finally {
      setBusyId(null);
    }
  };

  const handleAdd = async (values: RoundFormValues) => {
    const round = await roundsApi.create({ ...values, so: 0, dc: 0 });
    upsert(round);
    onAdded?.(round);
  };
  const handleEdit = (round: RoundRecord) => async (values: RoundFormValues) => {
    await edit.save((version) => roundsApi.update(round.id, { ...values, version }));
  };
  const handleDelete = async () => {
    if (!deleting) return;
    const round = deleting;
    setDeleting(null);
    await act(round.id, () => roundsApi.archive(round.id));
  };

  return (
    <>
      <table className="data-table card-table rounds-table" aria-label={label}>
        <thead>
          <tr>
            {ROUND_COLUMNS.map(({ field, label: column }) => (
              <th key={field}>{column}</th>
            ))}
            <th>S/O D/C</th>
            {showUpdated && <th>Updated</th>}
            {showActions && <th className="no-print">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {adding && (
            <RoundEditRow
              label="New entry"
              extraCells={showUpdated ? 1 : 0}
              submitLabel="Add"
              onSave={handleAdd}
              onCancel={() => onCancelAdd?.()}
              onRefused={onRefused}
            />
          )}
          {rounds.map((round) =>
            edit.editingId === round.id ? (
              <RoundEditRow
                key={round.id}
                label={`Editing ${round.first_name} ${round.last_name}`}
                initial={roundToForm(round)}
                extraCells={showUpdated ? 1 : 0}
                submitLabel="Save"
                onSave={handleEdit(round)}
                onCancel={edit.cancel}
                onRefused={onRefused}
                fromCurrent={(current) => roundToForm(current as RoundRecord)}
              />
            ) : (
              <tr key={round.id}>
                <td data-label="Room">{formatRoom(round.room)}</td>
                <td data-label="First Name">{round.first_name}</td>
                <td data-label="Last Name">{round.last_name}</td>
                <td data-label="A/G">{round.age}</td>
                <td data-label="MRN">{round.mrn}</td>
                <td data-label="Diagnosis">{round.diagnosis}</td>
                <td data-label="Procedure">{round.procedure}</td>
                <td data-label="Notes">{round.notes}</td>
                <td data-label="Facility">{round.facility}</td>
                <td data-label="S/O D/C">
                  <SoDcBoxes
                    round={round}
                    canWrite={canWrite}
                    busy={busyId === round.id}
                    onTick={(flag) => act(round.id, () => roundsApi.setSoDc(round.id, flag))}
                    onToggleBack={(flag, value) => act(round.id, () => roundsApi.setSoDcBack(round.id, flag, value))}
                  />
                </td>
                {showUpdated && <td data-label="Updated">{formatUsDate(round.updated_on)}</td>}
                {showActions && (
                  <td className="row-actions no-print">
                    <button
                      type="button"
                      className="button secondary small"
                      aria-label={`Edit ${round.first_name} ${round.last_name}`}
                      onClick={() => edit.start(round)}
                    >
                      Edit
                    </button>{' '}
                    <RecordHistory area="rounds" id={round.id} name={`${round.first_name} ${round.last_name}`} />
                    {round.is_archived === 0 && (
                      <button
                        type="button"
                        className="button danger small"
                        aria-label={`Delete ${round.first_name} ${round.last_name}`}
                        disabled={busyId === round.id}
                        onClick={() => setDeleting(round)}
                      >
                        Delete
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ),
          )}
          {rounds.length === 0 && !adding && (
            <tr>
              <td
                colSpan={ROUND_COLUMNS.length + 1 + (showUpdated ? 1 : 0) + (showActions ? 1 : 0)}
                className="empty-row"
              >
                No entries.
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {deleting && <ConfirmDeleteDialog onCancel={() => setDeleting(null)} onConfirm={handleDelete} />}
    </>
  );
}
