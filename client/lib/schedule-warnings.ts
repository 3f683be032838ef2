import { SCHEDULE_WARNING, type ScheduleWarning } from '../../shared/schedule-rules.js';
import { ApiError } from './api-client';

/** The soft-rule warnings of a refused save (422 `errorType: "schedule_warning"`), or null for any other error. */
export function scheduleWarningsOf(error: unknown): ScheduleWarning[] | null {
  if (!(error instanceof ApiError) || error.status !== 422 || error.body.errorType !== SCHEDULE_WARNING) return null;
  return Array.isArray(error.body.warnings) ? (error.body.warnings as ScheduleWarning[]) : [];
}
