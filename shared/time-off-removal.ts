/** The date a time-off removal entry took away (the whole record gone, or one date fewer). */
export function removedDate(entry: { before: unknown; after: unknown }): string | undefined {
  const before = entry.before as { vacation_dates?: string[] };
  const after = (entry.after ?? {}) as { date?: string; vacation_dates?: string[] };
  return after.date ?? before.vacation_dates?.find((day) => !(after.vacation_dates ?? []).includes(day));
}

/**
 * Whether a day of time off has begun at the practice (today or earlier). A physician cancels only
 * days that have not; a scheduler removes one that has only with a reason, kept in its audit entry
 * (issue 30: the past is not rewritten by its owner).
 */
export const hasBegun = (date: string, today: string): boolean => date <= today;

export const PAST_DAY_REASON_MESSAGE = 'Give a reason for removing a day of time off that has begun.';
