import { formatTime12 } from '../../shared/dates.js';
import { locationClass, type GridBlock } from '../daily-schedule/grid-layout';

/** The patient as this board may show them: full name where names are allowed, else initials. */
function patientOf(block: GridBlock): string {
  const item = block.item;
  if (!item) return '';
  const named = [item.patient_first_name, item.patient_last_name].filter(Boolean).join(' ');
  return named || item.patient_initials || '';
}

/** One block on the wall board, placed in percent of the window so the day fits the screen. */
export function BoardCard({ block, top, height }: { block: GridBlock; top: number; height: number }) {
  const item = block.item;
  const colour = block.kind === 'procedure' ? locationClass(item?.event_location ?? null) : block.kind;
  const location = item?.event_location === 'others' ? item.event_location_text : item?.event_location;
  const style = {
    top: `${top}%`,
    height: `calc(${height}% - 3px)`,
    left: `calc(${(100 / block.lanes) * block.lane}% + 3px)`,
    width: `calc(${100 / block.lanes}% - 6px)`,
  };
  const title = block.kind === 'office' ? (block.officeLabel ?? item?.event_note ?? 'Office') : (item?.procedure ?? '');
  return (
    <div className={`board-card ${colour}`} style={style}>
      <strong className="board-card-title">{title}</strong>
      {item && (
        <span className="board-card-line">
          {formatTime12(item.start_time)}–{formatTime12(item.end_time)}
          {block.kind === 'procedure' && patientOf(block) && ` · ${patientOf(block)}`}
          {location && ` · ${location}`}
          {item.surgeon_type === 'A' && ' (As.)'}
        </span>
      )}
    </div>
  );
}
