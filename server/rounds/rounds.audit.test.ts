import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { ROUNDS_REFUSALS, ROUNDS_WRITES } from './rounds.audit-cases.js';

sweepAuditedWrites(ROUNDS_WRITES, ROUNDS_REFUSALS);
