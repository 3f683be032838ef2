import { ApiError } from '../lib/api-client';
import { UNEXPECTED } from '../lib/save-outcome';

/** An event form's words for a refused save: the server's message (beside any field errors), or 'An unexpected error occurred'. */
export const eventRefusal = (error: unknown) =>
  error instanceof ApiError && error.status > 0 ? (error.body.message ?? UNEXPECTED) : UNEXPECTED;
