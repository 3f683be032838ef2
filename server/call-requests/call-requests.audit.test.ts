import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { CALL_REQUESTS_REFUSALS, CALL_REQUESTS_WRITES } from './call-requests.audit.test-support.js';

sweepAuditedWrites(CALL_REQUESTS_WRITES, CALL_REQUESTS_REFUSALS, { config: { swapApprovalRequired: true } });
