import type { ScheduleWarning } from '../../shared/schedule-rules.js';
import { ApiError } from './api-client';
import { scheduleWarningsOf } from './schedule-warnings';

export const UNEXPECTED = 'An unexpected error occurred';

/** What a refused save leaves on the form: soft-rule warnings, or field errors and a refusal's words. */
export type SaveRefusal =
  { warnings: ScheduleWarning[] } | { fieldErrors: Record<string, string>; refusal: string | null };

/** Whether the server refused the input field by field (a 422 with `errors`). */
export function hasFieldErrors(error: unknown): error is ApiError {
  return error instanceof ApiError && Object.keys(error.body.errors ?? {}).length > 0;
}

/** The server's own words when it answered, else `unexpected` (no answer, a timeout). */
export function refusalWords(error: unknown, unexpected = UNEXPECTED): string {
  return error instanceof ApiError && error.status > 0 ? error.message : unexpected;
}

/** Field errors speak for themselves; any other refusal as `words`. */
export const fieldsOr = (words: string) => (error: unknown) => (hasFieldErrors(error) ? null : words);

/** Field errors speak for themselves; any other refusal in the server's words. */
export const fieldsOrServerWords =
  (unexpected = UNEXPECTED) =>
  (error: unknown) =>
    hasFieldErrors(error) ? null : refusalWords(error, unexpected);

/** How a refused save shows: its warnings, else its field errors and `refusalOf(error)`. */
export function saveRefusalOf(
  error: unknown,
  refusalOf: (error: unknown) => string | null = fieldsOrServerWords(),
): SaveRefusal {
  const warnings = scheduleWarningsOf(error);
  if (warnings) return { warnings };
  return { fieldErrors: hasFieldErrors(error) ? error.fieldErrors : {}, refusal: refusalOf(error) };
}
