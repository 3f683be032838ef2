import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { CALL_CALENDAR_REFUSALS, CALL_CALENDAR_WRITES } from './call-calendar.audit.test-support.js';

sweepAuditedWrites(CALL_CALENDAR_WRITES, CALL_CALENDAR_REFUSALS);
