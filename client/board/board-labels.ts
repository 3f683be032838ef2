import { to12h } from '../../shared/dates.js';
import type { GridBlock } from '../daily-schedule/grid-layout';
import type { ScheduleDay } from '../daily-schedule/store';

const TIME_OFF_LABELS: Record<string, string> = {
  'Vac.': 'Vacation',
  'CME.': 'CME',
  'Sick.': 'Sick',
  Holiday: 'Holiday',
  Maternity: 'Maternity',
};

/** Time off by its type ("Vacation", "CME", ...), per surgeon id, for the day shown. */
export function timeOffBySurgeon(day: ScheduleDay): Map<number, string> {
  const labels = new Map<number, string>();
  for (const entry of day.call?.cme ?? []) {
    if (!entry.vacation_dates.includes(day.data.date)) continue;
    labels.set(entry.surgeon_id, TIME_OFF_LABELS[entry.vacation_type] ?? entry.vacation_type.replace(/\.$/, ''));
  }
  return labels;
}

export const CALL_ROLES = ['1st', '2nd', 'O AM', 'O PM'] as const;

/** Who holds each call role of the day (a name, or null when nobody does). */
export function callHolders(day: ScheduleDay): { role: string; name: string | null }[] {
  const roles = day.call?.surgeonsRole ?? day.data.surgeonsRole;
  const nameOf = (id: number) => day.data.surgeons.find((surgeon) => surgeon.id === id)?.name ?? null;
  return CALL_ROLES.map((role) => {
    const holder = roles.find((entry) => entry.role === role);
    return { role, name: holder ? nameOf(holder.id) : null };
  });
}

/**
 * A card's title: a procedure's name, a meeting's text, an office block's label or note. A masked
 * board receives no meeting or office text: the purpose stands in for it.
 */
export function cardTitle(block: GridBlock): string {
  const item = block.item;
  if (block.kind === 'office') return block.officeLabel ?? item?.event_note ?? 'Office';
  return item?.procedure ?? (block.kind === 'meeting' ? 'Meeting' : '');
}

/** A card's hours as short as a wall reads them: "3:00–3:45 PM", "11:30 AM–1:00 PM". */
export function boardHours(start: string, end: string): string {
  const [from, to] = [to12h(start), to12h(end)];
  const clock = ({ hour, minute }: typeof from) => `${hour}:${String(minute).padStart(2, '0')}`;
  const fromMeridiem = from.meridiem === to.meridiem ? '' : ` ${from.meridiem}`;
  return `${clock(from)}${fromMeridiem}–${clock(to)} ${to.meridiem}`;
}
