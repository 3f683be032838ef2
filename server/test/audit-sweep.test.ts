import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG_WRITES } from '../audit/audit-log.audit.test-support.js';
import { BOARDS_WRITES } from '../boards/boards.audit.test-support.js';
import { AUTH_WRITES } from '../auth/auth.audit.test-support.js';
import { BLOCK_TIME_WRITES } from '../block-time/block-time.audit.test-support.js';
import { CALENDAR_FEED_WRITES } from '../calendar-feed/calendar-feed.audit.test-support.js';
import { CASE_TRACKING_WRITES } from '../case-tracking/case-tracking.audit.test-support.js';
import { CALL_CALENDAR_WRITES } from '../scheduling/call-calendar.audit.test-support.js';
import { HOLIDAYS_WRITES } from '../fairness-ledger/holidays.audit.test-support.js';
import { CALL_PREFERENCES_WRITES } from '../call-suggestions/call-preferences.audit.test-support.js';
import { CALL_SUGGESTIONS_WRITES } from '../call-suggestions/call-suggestions.audit.test-support.js';
import { PUSH_WRITES } from '../push/push.audit.test-support.js';
import { PAGING_WRITES } from '../paging/paging.audit.test-support.js';
import { TIME_OFF_REQUESTS_WRITES } from '../time-off-requests/time-off-requests.audit.test-support.js';
import { CALL_REQUESTS_WRITES } from '../call-requests/call-requests.audit.test-support.js';
import { DAILY_SCHEDULE_WRITES } from '../daily-schedule/daily-schedule.audit.test-support.js';
import { MESSAGES_WRITES } from '../messages/messages.audit.test-support.js';
import { OPERATIVE_LOG_WRITES } from '../operative-log/operative-log.audit.test-support.js';
import { ROUNDS_WRITES } from '../rounds/rounds.audit.test-support.js';
import { USERS_WRITES } from '../users/users.audit.test-support.js';
import { apiRoutes } from './api-routes.js';
import { createTestApp, type TestApp } from './harness.js';

/** Every area's audit cases: each runs beside its area's tests (`<area>.audit.test.ts`). */
const CASES = [
  ...AUTH_WRITES,
  ...USERS_WRITES,
  ...MESSAGES_WRITES,
  ...ROUNDS_WRITES,
  ...OPERATIVE_LOG_WRITES,
  ...DAILY_SCHEDULE_WRITES,
  ...CALL_CALENDAR_WRITES,
  ...HOLIDAYS_WRITES,
  ...TIME_OFF_REQUESTS_WRITES,
  ...BLOCK_TIME_WRITES,
  ...BOARDS_WRITES,
  ...CALENDAR_FEED_WRITES,
  ...AUDIT_LOG_WRITES,
  ...CASE_TRACKING_WRITES,
  ...CALL_REQUESTS_WRITES,
  ...CALL_PREFERENCES_WRITES,
  ...CALL_SUGGESTIONS_WRITES,
  ...PUSH_WRITES,
  ...PAGING_WRITES,
];

/** POSTs that write nothing (a body too rich for a query): no audit entry. */
const READS_BY_POST = ['POST /api/call-requests/preview', 'POST /api/call-suggestions'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every successful write adds exactly one audit entry', () => {
  it('covers every declared write route', () => {
    const writes = apiRoutes(t.app)
      .filter((route) => route.method !== 'GET')
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !READS_BY_POST.includes(route));
    expect(CASES.map((c) => c.route).sort()).toEqual([...new Set(writes)].sort());
  });
});
