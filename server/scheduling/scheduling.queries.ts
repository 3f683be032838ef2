/** What other areas may read of the scheduling core: call days, time off, office closures and hours. */
export { activeSurgeonFor } from './active-surgeon.js';
export { callsOfSurgeon, findEntries, listEntries } from './call-entries.repository.js';
export { readCallDayOverlay, rolesOf } from './day-overlay.js';
export { monthRange, monthsOf } from './month-range.js';
export { listAllOfficeRecords, listOfficeRecords } from './office-closures.repository.js';
export { readOfficeHours } from './office-hours.repository.js';
export { datesAlreadyOff, listTimeOff, nextTimeOffOf, surgeonsOffOn, timeOffTypesOn } from './time-off.repository.js';
export { expandRange } from './time-off.service.js';
export { callDayRules, findHoliday, findHolidayOn, listHolidays } from './holidays.repository.js';
