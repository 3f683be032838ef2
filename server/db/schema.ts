import type { UsersTables } from '../users/users.tables.js';
import type { SessionsTables } from '../auth/sessions.tables.js';
import type { OfficeClosuresTables } from '../scheduling/office-closures.tables.js';
import type { MessagesTables } from '../messages/messages.tables.js';
import type { BlockTimeTables } from '../block-time/block-time.tables.js';
import type { RoundsTables } from '../rounds/rounds.tables.js';
import type { OperativeLogTables } from '../operative-log/operative-log.tables.js';
import type { CallCalendarTables } from '../scheduling/call-calendar.tables.js';
import type { CalendarFeedTables } from '../calendar-feed/calendar-feed.tables.js';
import type { DailyScheduleTables } from '../daily-schedule/daily-schedule.tables.js';
import type { BoardsTables } from '../boards/boards.tables.js';
import type { AuditTables } from '../audit/audit.tables.js';
import type { IdempotencyTables } from '../idempotency/idempotency.tables.js';
import type { CaseTrackingTables } from '../case-tracking/case-tracking.tables.js';
import type { CallRequestsTables } from '../call-requests/call-requests.tables.js';
import type { TimeOffRequestsTables } from '../time-off-requests/time-off-requests.tables.js';
import type { HolidaysTables } from '../scheduling/holidays.tables.js';
import type { CallPreferencesTables } from '../call-suggestions/call-preferences.tables.js';
import type { PushTables } from '../push/push.tables.js';
import type { PagingTables } from '../paging/paging.tables.js';
import type { OrMetricsTables } from '../or-metrics/or-metrics.tables.js';

/**
 * The database as kysely sees it. Each area declares its own tables beside its code and is
 * added to this list; the migrations in /migrations create them.
 */
export interface Database
  extends
    UsersTables,
    SessionsTables,
    OfficeClosuresTables,
    MessagesTables,
    BlockTimeTables,
    RoundsTables,
    OperativeLogTables,
    CallCalendarTables,
    DailyScheduleTables,
    BoardsTables,
    CalendarFeedTables,
    AuditTables,
    IdempotencyTables,
    CaseTrackingTables,
    CallRequestsTables,
    TimeOffRequestsTables,
    HolidaysTables,
    CallPreferencesTables,
    PushTables,
    PagingTables,
    OrMetricsTables {}
