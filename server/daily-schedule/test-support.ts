import type { TestApp } from '../test/harness.js';

/** The demo practice's today in schedule tests: a Wednesday (the 2nd Wednesday of March 2025). */
export const TEST_TODAY = '2025-03-12';

/** A valid Procedure body; override what a test is about. */
export function procedureBody(surgeonId: number, overrides: Record<string, unknown> = {}) {
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
    surgeon_id: [surgeonId],
    surgeon_deg: [],
    patient_first_name: 'Ada',
    patient_last_name: 'Moss',
    patient_mrn: '771001',
    case_number: 'C-1',
    is_archived: 0,
    create_by: 1,
    selectAll: 0,
    ...overrides,
  };
}

export async function physicianIds(t: TestApp): Promise<number[]> {
  return Promise.all(['physician', 'pnatarajan', 'mchen', 'swhitman', 'dreyes'].map((name) => t.userId(name)));
}
