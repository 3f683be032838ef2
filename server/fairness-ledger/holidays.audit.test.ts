import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { HOLIDAYS_REFUSALS, HOLIDAYS_WRITES } from './holidays.audit-cases.js';

sweepAuditedWrites(HOLIDAYS_WRITES, HOLIDAYS_REFUSALS);
