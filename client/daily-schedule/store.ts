import { create } from 'zustand';
import type { RoomSnapshotParts } from '../../shared/realtime/snapshots.js';
import type { BlockDayOverlay, CallDayOverlay } from '../../shared/schemas/day-overlays.js';
import type {
  DailyScheduleData,
  ScheduleEventRemoved,
  ScheduleEventUpserted,
  ScheduleGridItem,
  SurgeonOrder,
} from '../../shared/schemas/daily-schedule.js';

/** One day as its grid shows it: the schedule's own data and, once those areas provide them, the overlays. */
export interface ScheduleDay {
  data: DailyScheduleData;
  /** Time off, office holders and call roles; absent until the call-calendar area provides it. */
  call?: CallDayOverlay;
  /** Block-time footers; absent until the block-time area provides it. */
  block?: BlockDayOverlay;
}

type DaySnapshot = Pick<RoomSnapshotParts['day'], 'daily-schedule'> & Partial<RoomSnapshotParts['day']>;

export type SurgeonOption = SurgeonOrder['surgeons'][number];

interface ScheduleState {
  days: Record<string, ScheduleDay>;
  /** Active surgeons in the administrator's order (for the forms and the ordering tool). */
  surgeonOptions: SurgeonOption[] | null;
  /** The day room's snapshot (shared/realtime/snapshots.ts); the overlays are optional for tests. */
  replaceDay(date: string, snapshot: DaySnapshot): void;
  applyUpserted(payload: ScheduleEventUpserted): void;
  applyRemoved(payload: ScheduleEventRemoved): void;
  setCallOverlay(overlay: CallDayOverlay): void;
  setBlockOverlay(overlay: BlockDayOverlay): void;
  applySurgeonOrder(order: SurgeonOrder): void;
}

/** The version of event `id` a day holds, or 0. */
export function heldVersion(data: DailyScheduleData, id: number): number {
  const all = [...Object.values(data.surgeon_events).flat(), ...data.office_events];
  return all.find((item) => item.id === id)?.version ?? 0;
}

const byStart = (a: ScheduleGridItem, b: ScheduleGridItem) => a.start_time.localeCompare(b.start_time) || a.id - b.id;

function withoutEvent(data: DailyScheduleData, id: number): DailyScheduleData {
  const surgeon_events = Object.fromEntries(
    Object.entries(data.surgeon_events).map(([surgeon, items]) => [surgeon, items.filter((item) => item.id !== id)]),
  );
  return { ...data, surgeon_events, office_events: data.office_events.filter((item) => item.id !== id) };
}

function withEvent(data: DailyScheduleData, payload: ScheduleEventUpserted): DailyScheduleData {
  const next = withoutEvent(data, payload.id);
  const surgeons = [...next.surgeons];
  for (const surgeon of payload.surgeons) {
    if (!surgeons.some((s) => s.id === surgeon.id)) surgeons.push(surgeon);
  }
  const surgeon_events = { ...next.surgeon_events };
  for (const [surgeon, item] of Object.entries(payload.surgeon_events)) {
    surgeon_events[surgeon] = [...(surgeon_events[surgeon] ?? []), item].sort(byStart);
  }
  const office_events = payload.office_event
    ? [...next.office_events, payload.office_event].sort(byStart)
    : next.office_events;
  return { ...next, surgeons, surgeon_events, office_events };
}

/** Applies `change` to each held day among `dates`. */
function eachHeldDay(
  days: Record<string, ScheduleDay>,
  dates: string[],
  change: (day: ScheduleDay) => ScheduleDay | null,
): Record<string, ScheduleDay> | null {
  let next: Record<string, ScheduleDay> | null = null;
  for (const date of dates) {
    const day = days[date];
    const changed = day && change(day);
    if (changed) next = { ...(next ?? days), [date]: changed };
  }
  return next;
}

export const useScheduleStore = create<ScheduleState>((set) => ({
  days: {},
  surgeonOptions: null,
  replaceDay(date, snapshot) {
    const { 'daily-schedule': data, 'call-calendar': call, 'block-time': block } = snapshot;
    set((state) => ({ days: { ...state.days, [date]: { data, call, block } } }));
  },
  applyUpserted(payload) {
    set((state) => {
      const days = eachHeldDay(state.days, payload.dates, (day) =>
        heldVersion(day.data, payload.id) >= payload.version ? null : { ...day, data: withEvent(day.data, payload) },
      );
      return days ? { days } : state;
    });
  },
  applyRemoved(payload) {
    set((state) => {
      const days = eachHeldDay(state.days, payload.dates, (day) =>
        heldVersion(day.data, payload.id) > payload.version
          ? null
          : { ...day, data: withoutEvent(day.data, payload.id) },
      );
      return days ? { days } : state;
    });
  },
  setCallOverlay(overlay) {
    set((state) => {
      const day = state.days[overlay.date];
      return day ? { days: { ...state.days, [overlay.date]: { ...day, call: overlay } } } : state;
    });
  },
  setBlockOverlay(overlay) {
    set((state) => {
      const day = state.days[overlay.date];
      return day ? { days: { ...state.days, [overlay.date]: { ...day, block: overlay } } } : state;
    });
  },
  applySurgeonOrder(order) {
    set((state) => {
      const rank = new Map(order.surgeons.map((surgeon, index) => [surgeon.id, index]));
      const position = (id: number) => rank.get(id) ?? Number.MAX_SAFE_INTEGER;
      const days = Object.fromEntries(
        Object.entries(state.days).map(([date, day]) => [
          date,
          {
            ...day,
            data: { ...day.data, surgeons: [...day.data.surgeons].sort((a, b) => position(a.id) - position(b.id)) },
          },
        ]),
      );
      return { days, surgeonOptions: order.surgeons };
    });
  },
}));

/** The event `id` as the day's grid holds it now (it follows live edits), or null when it is not there. */
export function useHeldItem(date: string, id: number | undefined): ScheduleGridItem | null {
  return useScheduleStore((state) => {
    const data = state.days[date]?.data;
    if (!data || id === undefined) return null;
    const all = [...Object.values(data.surgeon_events).flat(), ...data.office_events];
    return all.find((item) => item.id === id) ?? null;
  });
}
