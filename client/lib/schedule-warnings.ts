import { scheduleWarningRefusal } from '../../shared/contract/schedule-warning.js';
import type { ScheduleWarning } from '../../shared/schedule-rules.js';
import { ApiError } from './api-client';

const warningsPart = scheduleWarningRefusal.pick({ errorType: true, warnings: true });

/** The soft-rule warnings of a refused save (422 `errorType: "schedule_warning"`), or null for any other error. */
export function scheduleWarningsOf(error: unknown): ScheduleWarning[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const refusal = warningsPart.safeParse(error.body);
  return refusal.success ? refusal.data.warnings : null;
}
