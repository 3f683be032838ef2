import { formatTime12 } from '../../shared/dates.js';
import { CaseStatusBadge } from '../case-tracking/case-status-badge';
import { useRecordedStatus } from '../case-tracking/use-recorded-status';
import type { CaseStatus } from '../case-tracking/status';
import { cardText, locationClass, type GridBlock } from './grid-layout';

export const ROW_HEIGHT = 29;

function CardBody({ block, status }: { block: GridBlock; status: CaseStatus | null }) {
  const item = block.item;
  const rows = block.endRow - block.startRow;
  if (block.kind === 'office') {
    return (
      <>
        {block.officeLabel && <strong>{block.officeLabel}</strong>}
        {item?.event_note && <span>{cardText(item.event_note, rows)}</span>}
        {!block.officeLabel && !item?.event_note && <strong>Office</strong>}
      </>
    );
  }
  if (!item) return null;
  if (block.kind === 'meeting') return <strong>{cardText(item.procedure, rows)}</strong>;
  const location = item.event_location === 'others' ? item.event_location_text : item.event_location;
  return (
    <>
      {/* Paper shows the plan; the status is for the screen. */}
      {status && (
        <span className="card-line no-print">
          <CaseStatusBadge status={status} />
        </span>
      )}
      <span className="card-line">
        {item.patient_mrn && `MRN ${item.patient_mrn}`}
        {item.patient_mrn && location ? ' · ' : ''}
        {location}
        {item.surgeon_type === 'A' && <em className="assistant-tag"> (As.)</em>}
      </span>
      <span className="card-line">{[item.patient_first_name, item.patient_last_name].filter(Boolean).join(' ')}</span>
      <span className="card-line">{cardText(item.procedure, rows)}</span>
    </>
  );
}

/**
 * One event block in a surgeon's column, spanning its rows. On screen (`onOpen` given) every
 * card is a button: the grid opens the edit dialog or the read-only details. On paper it is a note.
 */
export function EventCard({ block, onOpen }: { block: GridBlock; onOpen?: (block: GridBlock) => void }) {
  const item = block.item;
  const status = useRecordedStatus(block.kind === 'procedure' ? item : null);
  const colour = block.kind === 'procedure' ? locationClass(item?.event_location ?? null) : block.kind;
  const style = {
    top: block.startRow * ROW_HEIGHT,
    height: (block.endRow - block.startRow) * ROW_HEIGHT - 2,
    left: `calc(${(100 / block.lanes) * block.lane}% + 2px)`,
    width: `calc(${100 / block.lanes}% - 4px)`,
  };
  const label = item
    ? `${item.purpose} ${formatTime12(item.start_time)} to ${formatTime12(item.end_time)}${item.procedure ? `: ${item.procedure}` : ''}`
    : `${block.officeLabel ?? 'Office'} hours`;
  const named = status ? `${label}. Status: ${status.word}${status.delayed ? ', delayed' : ''}` : label;
  const className = `event-card ${colour}`;
  if (onOpen) {
    return (
      <button type="button" className={className} style={style} title={named} onClick={() => onOpen(block)}>
        {/* The name says it all (time, procedure, status); the card's own lines are a shortened view of it. */}
        <span className="visually-hidden">{named}</span>
        <span className="card-body" aria-hidden="true">
          <CardBody block={block} status={status} />
        </span>
      </button>
    );
  }
  return (
    <div className={className} style={style} role="note" aria-label={named} title={named}>
      <CardBody block={block} status={status} />
    </div>
  );
}
