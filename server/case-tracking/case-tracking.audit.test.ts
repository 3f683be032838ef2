import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { CASE_TRACKING_REFUSALS, CASE_TRACKING_WRITES } from './case-tracking.audit.test-support.js';

sweepAuditedWrites(CASE_TRACKING_WRITES, CASE_TRACKING_REFUSALS);
