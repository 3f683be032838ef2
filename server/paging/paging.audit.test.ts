import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { PAGING_REFUSALS, PAGING_WRITES } from './paging.audit.test-support.js';

sweepAuditedWrites(PAGING_WRITES, PAGING_REFUSALS, { now: '2031-05-20T09:00' });
