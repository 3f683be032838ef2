import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { ROUNDS_REFUSALS, ROUNDS_WRITES } from './rounds.audit.test-support.js';

sweepAuditedWrites(ROUNDS_WRITES, ROUNDS_REFUSALS);
