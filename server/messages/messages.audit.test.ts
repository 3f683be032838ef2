import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { MESSAGES_WRITES } from './messages.audit.test-support.js';

sweepAuditedWrites(MESSAGES_WRITES);
