import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { PUSH_REFUSALS, PUSH_WRITES } from './push.audit.test-support.js';

sweepAuditedWrites(PUSH_WRITES, PUSH_REFUSALS, { now: '2031-05-20T09:00' });
