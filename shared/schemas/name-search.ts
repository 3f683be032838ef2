import { z } from 'zod';
import { withoutControlCharacters } from './common.js';

/** Fewer characters match most of the practice's patients: that is a list, not a search. */
export const NAME_SEARCH_MIN = 2;
/** A name search answers at most this many entries; `offset` asks for the next ones. */
export const NAME_SEARCH_PAGE = 500;
export const NAME_SEARCH_TOO_SHORT = `The name must be at least ${NAME_SEARCH_MIN} characters.`;

/**
 * `?name=&offset=` of the patient name searches (rounds, operative log): entries whose first or
 * last name contains `name`. An answer that stopped at its limit says so with a
 * `Link: <…offset=…>; rel="next"` header (server/http/next-page.ts).
 */
export const nameSearchQuerySchema = z.object({
  name: z.preprocess(
    (value) => value ?? '',
    z
      .string({ message: 'The name must be text.' })
      .trim()
      .min(NAME_SEARCH_MIN, NAME_SEARCH_TOO_SHORT)
      .max(100, 'The name may not be longer than 100 characters.')
      .refine(...withoutControlCharacters('name')),
  ),
  offset: z.coerce
    .number({ message: 'The offset must be a number.' })
    .int('The offset must be a whole number.')
    .min(0, 'The offset may not be negative.')
    .max(10_000_000, 'The offset is too large.')
    .default(0),
});
export type NameSearchQuery = z.output<typeof nameSearchQuerySchema>;
