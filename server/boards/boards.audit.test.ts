import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { BOARDS_WRITES } from './boards.audit.test-support.js';

sweepAuditedWrites(BOARDS_WRITES);
