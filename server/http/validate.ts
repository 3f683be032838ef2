import type { z } from 'zod';
import type { FieldErrors } from '../../shared/schemas/common.js';
import { unprocessable } from './errors.js';

/** Parses input with its schema from shared/; bad input becomes a 422 keyed by field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'general';
    (errors[field] ??= []).push(issue.message);
  }
  throw unprocessable(errors);
}
