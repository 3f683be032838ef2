import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { OPERATIVE_LOG_WRITES } from './operative-log.audit.test-support.js';

sweepAuditedWrites(OPERATIVE_LOG_WRITES);
