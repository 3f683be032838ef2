import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { USERS_REFUSALS, USERS_WRITES } from './users.audit.test-support.js';

sweepAuditedWrites(USERS_WRITES, USERS_REFUSALS);
