import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { TIME_OFF_REQUESTS_REFUSALS, TIME_OFF_REQUESTS_WRITES } from './time-off-requests.audit.test-support.js';

sweepAuditedWrites(TIME_OFF_REQUESTS_WRITES, TIME_OFF_REQUESTS_REFUSALS);
