import type { FieldErrors } from '../../shared/schemas/common.js';
import { SCHEDULE_WARNING, type ScheduleWarning } from '../../shared/schedule-rules.js';

/** An error the client should see as it is: status, message and, for some, a body part. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Unauthenticated.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
/** 429 with `Retry-After` in whole seconds. */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, {}, retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {});

/** 409: the write started from an older version; `current` is what is stored now. */
export const conflict = (current: unknown, message = 'Someone else saved this first. Here is what is saved now.') =>
  new HttpError(409, message, { current });

/** 422 with messages keyed by the contract's field names. */
export function unprocessable(errors: FieldErrors, message?: string): HttpError {
  const first = Object.values(errors)[0]?.[0];
  return new HttpError(422, message ?? first ?? 'The given data was invalid.', { errors });
}

export const fieldError = (field: string, message: string) => unprocessable({ [field]: [message] });

/** 422 for soft rules: the client shows `warnings` and may resend with `acknowledge_warnings: true`. */
export function scheduleWarning(warnings: ScheduleWarning[]): HttpError {
  const message =
    warnings.length === 1 ? warnings[0]!.message : `${warnings.length} scheduling warnings: ${warnings[0]!.message}`;
  return new HttpError(422, message, {
    errorType: SCHEDULE_WARNING,
    warnings,
    errors: { acknowledge_warnings: warnings.map((w) => w.message) },
  });
}
