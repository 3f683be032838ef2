import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { CALENDAR_FEED_WRITES } from './calendar-feed.audit.test-support.js';

sweepAuditedWrites(CALENDAR_FEED_WRITES);
