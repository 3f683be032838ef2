import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { DAILY_SCHEDULE_REFUSALS, DAILY_SCHEDULE_WRITES } from './daily-schedule.audit.test-support.js';

sweepAuditedWrites(DAILY_SCHEDULE_WRITES, DAILY_SCHEDULE_REFUSALS);
