import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { BLOCK_TIME_REFUSALS, BLOCK_TIME_WRITES } from './block-time.audit.test-support.js';

sweepAuditedWrites(BLOCK_TIME_WRITES, BLOCK_TIME_REFUSALS);
