import type { ScheduleGridItem, ScheduleSurgeon } from '../../shared/schemas/daily-schedule.js';
import { MIDDAY, slotIndex } from '../../shared/schedule-times.js';
import type { ScheduleDay } from './store';

/** Spec §9 "Default office hours shown", used for office holders on a day without office events. */
export const DEFAULT_OFFICE_HOURS = [
  { start_time: '07:30', end_time: '11:00' },
  { start_time: '12:00', end_time: '18:00' },
];

export type BlockKind = 'procedure' | 'meeting' | 'office';

/** Something drawn in a column from row `startRow` up to (not including) `endRow`. */
export interface GridBlock {
  key: string;
  kind: BlockKind;
  startRow: number;
  endRow: number;
  /** Side-by-side placement when blocks overlap in one column. */
  lane: number;
  lanes: number;
  /** The event behind it; null for default office hours (nothing to edit). */
  item: ScheduleGridItem | null;
  /** 'AM OFFICE' / 'PM OFFICE' for an office holder's column. */
  officeLabel?: string;
}

export interface GridColumn {
  key: string;
  surgeon: ScheduleSurgeon | null;
  title: string;
  /** Call roles in capitals ('1ST', 'O AM'). */
  roles: string[];
  /** Time off covers the whole column (the spec's #E5DEB0 block). */
  timeOff: boolean;
  /** Its type as the block's label: Vac., Sick., CME., Holiday or Maternity. */
  timeOffType: string | null;
  blocks: GridBlock[];
}

type Placed = Omit<GridBlock, 'lane' | 'lanes'>;

/** Gives overlapping blocks their own lanes, cluster by cluster. */
export function assignLanes(blocks: Placed[]): GridBlock[] {
  const sorted = [...blocks].sort((a, b) => a.startRow - b.startRow || b.endRow - a.endRow);
  const result: GridBlock[] = [];
  let cluster: GridBlock[] = [];
  let clusterEnd = -1;
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((block) => block.lane + 1));
    for (const block of cluster) result.push({ ...block, lanes });
    cluster = [];
  };
  for (const block of sorted) {
    if (block.startRow >= clusterEnd) close();
    const laneEnds: number[] = [];
    for (const other of cluster) laneEnds[other.lane] = Math.max(laneEnds[other.lane] ?? -1, other.endRow);
    let lane = laneEnds.findIndex((end) => end <= block.startRow);
    if (lane === -1) lane = laneEnds.length;
    cluster.push({ ...block, lane, lanes: 1 });
    clusterEnd = Math.max(clusterEnd, block.endRow);
  }
  close();
  return result;
}

const kindOf = (item: ScheduleGridItem): BlockKind =>
  item.purpose === 'Meeting' ? 'meeting' : item.purpose === 'Office' ? 'office' : 'procedure';

/** An office range split at midday: the AM part goes to the AM holder, the PM part to the PM holder. */
function officeParts(range: { start_time: string; end_time: string }) {
  const [start, end, midday] = [slotIndex(range.start_time), slotIndex(range.end_time), slotIndex(MIDDAY)];
  return [
    { half: 'AM' as const, startRow: start, endRow: Math.min(end, midday) },
    { half: 'PM' as const, startRow: Math.max(start, midday), endRow: end },
  ].filter((part) => part.endRow > part.startRow);
}

/**
 * The grid's columns: one per surgeon (roles, time off, events) and, when some office event
 * has no office holder to show it, a trailing Office column. Overlays that have not arrived
 * draw nothing.
 */
export function buildColumns({ data, call }: ScheduleDay): GridColumn[] {
  const placed = new Map<string, Placed[]>();
  const push = (column: string, block: Placed) => placed.set(column, [...(placed.get(column) ?? []), block]);

  for (const [surgeon, items] of Object.entries(data.surgeon_events)) {
    for (const item of items) {
      push(surgeon, {
        key: `e${item.id}`,
        kind: kindOf(item),
        startRow: slotIndex(item.start_time),
        endRow: slotIndex(item.end_time),
        item,
      });
    }
  }

  const holders =
    call && !call.closed ? { AM: call.ompm.surgeon_o_am, PM: call.ompm.surgeon_o_pm } : { AM: null, PM: null };
  const officeRanges =
    data.office_events.length > 0 ? data.office_events : holders.AM || holders.PM ? DEFAULT_OFFICE_HOURS : [];
  officeRanges.forEach((range, index) => {
    const item = 'id' in range ? (range as ScheduleGridItem) : null;
    const whole = { startRow: slotIndex(range.start_time), endRow: slotIndex(range.end_time) };
    // Without any office holder the event stays whole in the Office column.
    if (!holders.AM && !holders.PM) {
      if (item) push('office', { key: `o${item.id}`, kind: 'office', ...whole, item });
      return;
    }
    for (const part of officeParts(range)) {
      const holder = holders[part.half];
      const key = `o${item?.id ?? `default${index}`}${part.half}`;
      const rows = { startRow: part.startRow, endRow: part.endRow };
      if (holder) {
        const officeItem = item && { ...item, surgeon_o_am: holders.AM, surgeon_o_pm: holders.PM };
        push(String(holder), { key, kind: 'office', ...rows, item: officeItem, officeLabel: `${part.half} OFFICE` });
      } else if (item) {
        push('office', { key, kind: 'office', ...rows, item });
      }
    }
  });

  const off = new Map(
    (call?.cme ?? [])
      .filter((entry) => entry.vacation_dates.includes(data.date))
      .map((entry) => [entry.surgeon_id, entry.vacation_type]),
  );
  const roleSource = call?.surgeonsRole ?? data.surgeonsRole;
  const columns: GridColumn[] = data.surgeons.map((surgeon) => ({
    key: String(surgeon.id),
    surgeon,
    title: surgeon.name,
    roles: roleSource.filter((role) => role.id === surgeon.id).map((role) => role.role.toUpperCase()),
    timeOff: off.has(surgeon.id),
    timeOffType: off.get(surgeon.id) ?? null,
    blocks: assignLanes(placed.get(String(surgeon.id)) ?? []),
  }));
  const officeOnly = placed.get('office');
  if (officeOnly)
    columns.push({
      key: 'office',
      surgeon: null,
      title: 'Office',
      roles: [],
      timeOff: false,
      timeOffType: null,
      blocks: assignLanes(officeOnly),
    });
  return columns;
}

/** True when the day has nothing at all: no events, time off, call roles, closure or block time (the grid then says so). */
export function isEmptyDay({ data, call, block }: ScheduleDay): boolean {
  const noEvents =
    data.office_events.length === 0 && Object.values(data.surgeon_events).every((items) => items.length === 0);
  const noCalls = !call || (call.cme.length === 0 && call.surgeonsRole.length === 0 && !call.closed);
  return noEvents && noCalls && (data.surgeonsRole ?? []).length === 0 && (block?.blocks.length ?? 0) === 0;
}

/** Spec: with 4 rows or fewer, the procedure text is cut to 25 characters plus an ellipsis. */
export function cardText(text: string | null, rows: number): string {
  const value = text ?? '';
  return rows <= 4 && value.length > 25 ? `${value.slice(0, 25)}...` : value;
}

/** Procedures are coloured by location: PHH MOR pink, PHH HOSC orange, anything else green. */
export function locationClass(location: string | null): string {
  if (location === 'PHH MOR') return 'loc-mor';
  if (location === 'PHH HOSC') return 'loc-hosc';
  return 'loc-others';
}

/** Where `time` (HH:mm) falls on the grid, in rows from 05:00 (fractional); null outside the grid. */
export function nowRow(time: string): number | null {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const row = (minutes - 5 * 60) / 15;
  return row >= 0 && row <= slotIndex('00:00') ? row : null;
}

/** A range of rows [first, last) of the day's 15-minute rows. */
export interface RowWindow {
  first: number;
  last: number;
}

/** The whole hours that hold the day's events (all day when there are none): what paper shows. */
export function busyWindow(columns: GridColumn[], rowCount: number): RowWindow {
  const blocks = columns.flatMap((column) => column.blocks);
  if (blocks.length === 0) return { first: 0, last: rowCount };
  const first = Math.min(...blocks.map((block) => block.startRow));
  const last = Math.max(...blocks.map((block) => block.endRow));
  return { first: Math.max(0, first - (first % 4)), last: Math.min(rowCount, Math.ceil(last / 4) * 4) };
}

/** The column's blocks placed in `window` (rows counted from its start), those outside it left out. */
export function blocksIn(blocks: GridBlock[], window: RowWindow): GridBlock[] {
  return blocks
    .filter((block) => block.endRow > window.first && block.startRow < window.last)
    .map((block) => ({
      ...block,
      startRow: Math.max(block.startRow, window.first) - window.first,
      endRow: Math.min(block.endRow, window.last) - window.first,
    }));
}
