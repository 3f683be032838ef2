import { CALL_SLOTS, SLOT_LABELS } from '../../shared/schemas/call-slots.js';
import { useSession } from '../lib/session';
import { OwnCallActions, PendingMarks } from './cell-addons';

/** My day's calls ("1st" on a date): their pending requests and Swap / Give away. */
export function MyCallActions({ date, call }: { date: string; call: string }) {
  const userId = useSession((state) => state.user?.id ?? null);
  const slot = CALL_SLOTS.find((candidate) => SLOT_LABELS[candidate] === call);
  if (!slot) return null;
  return (
    <>
      <PendingMarks date={date} slot={slot} />
      <OwnCallActions date={date} slot={slot} holder={userId} />
    </>
  );
}
