import type { TestApp } from '../test/harness.js';
import { buildEvent } from './daily-schedule.factories.test-support.js';

/** The demo practice's today in schedule tests: a Wednesday (the 2nd Wednesday of March 2025). */
export const TEST_TODAY = '2025-03-12';

/** A valid Procedure body (buildEvent) as the old client sent it; override what a test is about. */
export function procedureBody(surgeonId: number, overrides: Record<string, unknown> = {}) {
  return { ...buildEvent({ surgeon_id: [surgeonId] }), is_archived: 0, create_by: 1, ...overrides };
}

export async function physicianIds(t: TestApp): Promise<number[]> {
  return Promise.all(['physician', 'pnatarajan', 'mchen', 'swhitman', 'dreyes'].map((name) => t.userId(name)));
}
