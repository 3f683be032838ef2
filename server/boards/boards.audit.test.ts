import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { BOARDS_WRITES } from './boards.audit-cases.js';

sweepAuditedWrites(BOARDS_WRITES);
