import { RecordHistory } from '../ui/record-history';
import { formatRoom, type RoundRecord } from '../../shared/schemas/rounds.js';
import { formatUsDate } from '../../shared/dates.js';
import { useRecordTable } from '../lib/use-record-table';
import { RecordRowActions } from '../ui/record-row-actions';
import { RecordTable } from '../ui/record-table';
import { roundsApi, savedRoundOf } from './api';
import { RoundEditRow } from './round-edit-row';
import { roundToForm, ROUND_COLUMNS, type RoundFormValues } from './round-form';
import { SoDcBoxes } from './sodc-boxes';
import { useRoundsStore } from './store';

/**
 * The rounds table: Room … Facility, S/O D/C, each row's History and (when `showActions`) Edit and Delete per
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
  const table = useRecordTable<RoundRecord, RoundFormValues>({
    upsert: useRoundsStore((state) => state.upsert),
    create: (values) => roundsApi.create({ ...values, so: 0, dc: 0 }),
    update: (id, values, version) => roundsApi.update(id, { ...values, version }),
    archive: roundsApi.archive,
    savedOf: savedRoundOf,
    onRefused,
  });
  const extraCells = showUpdated ? 1 : 0;
  const headings = [...ROUND_COLUMNS.map((column) => column.label), 'S/O D/C', ...(showUpdated ? ['Updated'] : [])];
  const nameOf = (round: RoundRecord) => `${round.first_name} ${round.last_name}`;

  return (
    <RecordTable
      label={label}
      className="rounds-table"
      headings={headings}
      records={rounds}
      addRow={
        adding && (
          <RoundEditRow
            label="New entry"
            extraCells={extraCells}
            submitLabel="Add"
            onSave={async (values) => onAdded?.(await table.add(values))}
            onCancel={() => onCancelAdd?.()}
            onRefused={onRefused}
          />
        )
      }
      editingId={table.editingId}
      editRow={(round) => (
        <RoundEditRow
          label={`Editing ${nameOf(round)}`}
          initial={roundToForm(round)}
          extraCells={extraCells}
          submitLabel="Save"
          onSave={table.saveEdit(round)}
          onCancel={table.cancelEdit}
          onRefused={onRefused}
          fromConflict={(error) => {
            const saved = savedRoundOf(error);
            return saved && roundToForm(saved);
          }}
        />
      )}
      cells={(round) => (
        <>
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
              busy={table.busyId === round.id}
              onTick={(flag) => table.act(round.id, () => roundsApi.setSoDc(round.id, flag))}
              onToggleBack={(flag, value) => table.act(round.id, () => roundsApi.setSoDcBack(round.id, flag, value))}
            />
          </td>
          {showUpdated && <td data-label="Updated">{formatUsDate(round.updated_on)}</td>}
        </>
      )}
      actions={(round) => (
        <RecordRowActions
          name={nameOf(round)}
          onEdit={showActions ? () => table.startEdit(round) : undefined}
          history={<RecordHistory area="rounds" id={round.id} name={nameOf(round)} />}
          onDelete={showActions && round.is_archived === 0 ? () => table.askDelete(round) : undefined}
          deleteDisabled={table.busyId === round.id}
        />
      )}
      deleting={table.deleting !== null}
      onCancelDelete={table.cancelDelete}
      onConfirmDelete={table.confirmDelete}
    />
  );
}
