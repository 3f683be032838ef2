/**
 * What other areas may ask the scheduling core to write. Each write runs inside the caller's
 * transaction and records what it changed; the rooms hear of it once that transaction commits.
 */
export { StaleDays, writeCallEntries, type CallWriteCause } from './call-entries.service.js';
export { addTimeOffIn, removeTimeOffDateIn, type AddedTimeOff, type RemovedTimeOffDate } from './time-off.service.js';
export { insertOfficeRecord } from './office-closures.repository.js';
export { addHolidayIn, removeHolidayIn } from './holiday-days.js';
