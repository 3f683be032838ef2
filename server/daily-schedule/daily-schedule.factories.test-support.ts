import type { z } from 'zod';
import type { archiveBodySchema, EventBody } from '../../shared/schemas/daily-schedule.js';

type ArchiveBody = z.input<typeof archiveBodySchema>;

/** A valid Procedure body for `surgeon_id`; override what a test is about. */
export function buildEvent(overrides: Partial<EventBody> & Pick<EventBody, 'surgeon_id'>): EventBody {
  return {
    purpose: 'Procedure',
    procedure: 'Laparoscopic cholecystectomy with intraoperative cholangiogram',
    event_date: '2031-05-06',
    start_time: '08:00',
    end_time: '10:00',
    metting_q: null,
    metting_d: null,
    event_note: 'Bring the C-arm',
    event_location: 'PHH MOR',
    event_location_text: '',
    surgeon_deg: [],
    patient_first_name: 'Ada',
    patient_last_name: 'Moss',
    patient_mrn: '771001',
    case_number: 'C-1',
    selectAll: 0,
    ...overrides,
  };
}

/** A valid archive body for the event at `version`. */
export const buildEventArchive = (version: number): ArchiveBody => ({ is_archived: 1, version });
