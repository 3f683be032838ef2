import { monthOf } from '../../shared/dates.js';
import { CALL_SLOTS, SLOT_LABELS } from '../../shared/schemas/call-slots.js';
import { useSession } from '../lib/session';
import { OwnCallActions, PendingMarks } from './cell-addons';
import { useMonthRequests } from './use-month-requests';

/** My day's calls ("1st" on a date): their pending requests and Swap / Give away. */
export function MyCallActions({ date, call }: { date: string; call: string }) {
  const userId = useSession((state) => state.user?.id ?? null);
  // The month's open requests, for the pending mark (several calls share the room: joining twice is harmless).
  useMonthRequests(monthOf(date));
  const slot = CALL_SLOTS.find((candidate) => SLOT_LABELS[candidate] === call);
  if (!slot) return null;
  return (
    <>
      <PendingMarks date={date} slot={slot} />
      <OwnCallActions date={date} slot={slot} holder={userId} />
    </>
  );
}
