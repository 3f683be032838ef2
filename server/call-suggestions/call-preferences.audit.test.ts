import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { CALL_PREFERENCES_REFUSALS, CALL_PREFERENCES_WRITES } from './call-preferences.audit.test-support.js';

sweepAuditedWrites(CALL_PREFERENCES_WRITES, CALL_PREFERENCES_REFUSALS, { now: '2031-05-10T09:00' });
