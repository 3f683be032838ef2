import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes.js';
import { blockTimeRoutes } from './block-time/block-time.routes.js';
import { calendarFeedRoutes } from './calendar-feed/calendar-feed.routes.js';
import { myDayRoutes } from './my-day/my-day.routes.js';
import { callCalendarRoutes } from './scheduling/call-calendar.routes.js';
import { callRequestsRoutes } from './call-requests/call-requests.routes.js';
import { officeClosuresRoutes } from './scheduling/office-closures.routes.js';
import { fairnessLedgerRoutes } from './fairness-ledger/fairness-ledger.routes.js';
import { callSuggestionsRoutes } from './call-suggestions/call-suggestions.routes.js';
import { callPreferencesRoutes } from './call-suggestions/call-preferences.routes.js';
import { timeOffRequestsRoutes } from './time-off-requests/time-off-requests.routes.js';
import { usersRoutes } from './users/users.routes.js';
import { messagesRoutes } from './messages/messages.routes.js';
import { roundsRoutes } from './rounds/rounds.routes.js';
import { operativeLogRoutes } from './operative-log/operative-log.routes.js';
import { dailyScheduleRoutes } from './daily-schedule/daily-schedule.routes.js';
import { practiceRoutes } from './practice/practice.routes.js';
import { boardsRoutes } from './boards/boards.routes.js';
import { auditRoutes } from './audit/audit.routes.js';
import { caseTrackingRoutes } from './case-tracking/case-tracking.routes.js';
import { orMetricsRoutes } from './or-metrics/or-metrics.routes.js';
import { openApiRoutes } from './openapi/openapi.routes.js';
import { pushRoutes } from './push/push.routes.js';
import { pagingRoutes } from './paging/paging.routes.js';

/**
 * Every area's routes, registered under /api. An area adds its plugin here; the plugin
 * registers its routes and the snapshot readers of the rooms it pushes to.
 */
export const areas: FastifyPluginAsync[] = [
  authRoutes,
  usersRoutes,
  messagesRoutes,
  officeClosuresRoutes,
  blockTimeRoutes,
  roundsRoutes,
  operativeLogRoutes,
  callCalendarRoutes,
  fairnessLedgerRoutes,
  timeOffRequestsRoutes,
  callRequestsRoutes,
  callSuggestionsRoutes,
  callPreferencesRoutes,
  dailyScheduleRoutes,
  practiceRoutes,
  boardsRoutes,
  caseTrackingRoutes,
  calendarFeedRoutes,
  myDayRoutes,
  orMetricsRoutes,
  auditRoutes,
  pushRoutes,
  pagingRoutes,
  openApiRoutes,
];
