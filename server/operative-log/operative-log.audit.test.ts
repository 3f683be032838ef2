import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { OPERATIVE_LOG_WRITES } from './operative-log.audit-cases.js';

sweepAuditedWrites(OPERATIVE_LOG_WRITES);
