import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { HOLIDAYS_REFUSALS, HOLIDAYS_WRITES } from './holidays.audit.test-support.js';

sweepAuditedWrites(HOLIDAYS_WRITES, HOLIDAYS_REFUSALS);
