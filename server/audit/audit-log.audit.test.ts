import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { AUDIT_LOG_REFUSALS, AUDIT_LOG_WRITES } from './audit-log.audit.test-support.js';

sweepAuditedWrites(AUDIT_LOG_WRITES, AUDIT_LOG_REFUSALS);
