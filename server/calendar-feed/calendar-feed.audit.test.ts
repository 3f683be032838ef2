import { sweepAuditedWrites } from '../test/audit-sweep.js';
import { CALENDAR_FEED_WRITES } from './calendar-feed.audit-cases.js';

sweepAuditedWrites(CALENDAR_FEED_WRITES);
