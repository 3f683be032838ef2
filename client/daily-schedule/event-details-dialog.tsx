import type { ReactNode } from 'react';
import { formatTime12, formatUsDate } from '../../shared/dates.js';
import type { ScheduleGridItem } from '../../shared/schemas/daily-schedule.js';
import { Modal } from '../ui/modal';
import { ProcedureCase } from './procedure-case';
import type { GridBlock } from './grid-layout';
import { useHeldItem, useScheduleStore } from './store';

/** What the grid was showing when the card was tapped: the block and its column's title. */
export interface OpenedCard {
  block: GridBlock;
  column: string;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className="event-detail-row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ItemDetails({ item, column }: { item: ScheduleGridItem; column: string }) {
  const location = item.event_location === 'others' ? item.event_location_text : item.event_location;
  const patient = [item.patient_first_name, item.patient_last_name].filter(Boolean).join(' ');
  const textTerm = item.purpose === 'Meeting' ? 'Meeting / Notes' : item.purpose === 'Office' ? 'Office' : 'Procedure';
  const role = item.surgeon_type === 'P' ? 'Primary' : item.surgeon_type === 'A' ? 'Assistant' : null;
  return (
    <dl className="event-details">
      <Row term="Purpose">{item.purpose}</Row>
      <Row term="Date">{formatUsDate(item.event_date)}</Row>
      <Row term="Time">{`${formatTime12(item.start_time)} to ${formatTime12(item.end_time)}`}</Row>
      <Row term="Surgeons">{item.surgeon}</Row>
      <Row term="Column">{role ? `${column} (${role})` : column}</Row>
      <Row term="Location">{location}</Row>
      <Row term="Patient">{patient}</Row>
      {/* Only what the day's grid already holds for this viewer: the server decides it. */}
      <Row term="MRN">{item.patient_mrn}</Row>
      <Row term="Case number">{item.case_number}</Row>
      <Row term="Patient initials">{item.patient_initials}</Row>
      <Row term={textTerm}>{item.procedure}</Row>
      <Row term="Repeats">
        {item.metting_q && item.metting_d ? `${item.metting_q} ${item.metting_d} monthly` : null}
      </Row>
      <Row term="Note">{item.event_note}</Row>
    </dl>
  );
}

/**
 * A card's details, read-only: for anyone who may not edit the event (and for default office
 * hours, which are no event). It shows what the grid's snapshot holds and nothing more.
 */
export function EventDetailsDialog({ date, card, onClose }: { date: string; card: OpenedCard; onClose: () => void }) {
  const held = useHeldItem(date, card.block.item?.id);
  const times = useScheduleStore((state) => state.days[date]?.data.times);
  const { block, column } = card;
  const [start, end] = [times?.[block.startRow], times?.[block.endRow]];
  return (
    <Modal title="Event Details" onClose={onClose}>
      {block.item && !held ? (
        <p className="banner error" role="alert">
          This event is no longer on this day.
        </p>
      ) : held ? (
        <>
          {held.purpose === 'Procedure' && <ProcedureCase date={date} item={held} />}
          <ItemDetails item={held} column={column} />
        </>
      ) : (
        <dl className="event-details">
          <Row term="Column">{column}</Row>
          <Row term="Time">{start && end ? `${formatTime12(start)} to ${formatTime12(end)}` : null}</Row>
          <Row term="Office">{`${block.officeLabel ?? 'Office'} (default office hours)`}</Row>
        </dl>
      )}
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
