import { eventWarnings } from '../../shared/schedule-rules.js';
import { readCallDayOverlay, readOfficeHours } from '../scheduling/scheduling.queries.js';
import type { Db } from '../db/connect.js';

interface DraftForRules {
  purpose: string;
  event_date: string;
  start_time: string;
  end_time: string;
  primary: number[];
  assistants: number[];
}

/**
 * The demo's events as the portal's soft rules allow them: a surgeon on time off that day, or
 * inside their own office session, is left off (shared/schedule-rules.ts decides, as on a save);
 * a procedure left without a surgeon is dropped. Reads the call calendar, so it runs after it is seeded.
 */
export async function withinRules<D extends DraftForRules>(db: Db, drafts: D[]): Promise<D[]> {
  const days = new Map<string, Parameters<typeof eventWarnings>[1]>();
  const kept: D[] = [];
  for (const draft of drafts) {
    let day = days.get(draft.event_date);
    if (!day) {
      const [overlay, officeHours] = await Promise.all([
        readCallDayOverlay(db, draft.event_date),
        readOfficeHours(db, draft.event_date),
      ]);
      day = { timeOff: overlay.cme, ompm: overlay.ompm, officeHours, closed: overlay.closed };
      days.set(draft.event_date, day);
    }
    const event = { ...draft, surgeon_id: draft.primary, surgeon_deg: draft.assistants };
    const flagged = new Set(eventWarnings(event, day, String).map((warning) => warning.surgeon_id));
    const primary = draft.primary.filter((id) => !flagged.has(id));
    if (draft.purpose === 'Procedure' && primary.length === 0) continue;
    kept.push({ ...draft, primary, assistants: draft.assistants.filter((id) => !flagged.has(id)) });
  }
  return kept;
}
