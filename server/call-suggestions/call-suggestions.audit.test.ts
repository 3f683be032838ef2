import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { CALL_SUGGESTIONS_REFUSALS, CALL_SUGGESTIONS_WRITES } from './call-suggestions.audit.test-support.js';

sweepAuditedWrites(CALL_SUGGESTIONS_WRITES, CALL_SUGGESTIONS_REFUSALS, { now: '2031-05-10T09:00' });
