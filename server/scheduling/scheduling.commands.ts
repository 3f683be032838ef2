/**
 * What other areas may ask the scheduling core to write. Each write runs inside the caller's
 * transaction; its publish function runs after that transaction commits.
 */
export { StaleDays, publishSavedEntries, writeCallEntries } from './call-entries.service.js';
export {
  addTimeOffIn,
  publishAddedTimeOff,
  publishRemovedTimeOffDate,
  removeTimeOffDateIn,
  type AddedTimeOff,
  type RemovedTimeOffDate,
} from './time-off.service.js';
export { insertOfficeRecord } from './office-closures.repository.js';
export { deleteHoliday, insertHoliday } from './holidays.repository.js';
