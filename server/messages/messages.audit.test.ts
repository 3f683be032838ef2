import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { MESSAGES_WRITES } from './messages.audit-cases.js';

sweepAuditedWrites(MESSAGES_WRITES);
