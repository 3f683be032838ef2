/** The date a time-off removal entry took away (the whole record gone, or one date fewer). */
export function removedDate(entry: { before: unknown; after: unknown }): string | undefined {
  const before = entry.before as { vacation_dates?: string[] };
  const after = (entry.after ?? {}) as { date?: string; vacation_dates?: string[] };
  return after.date ?? before.vacation_dates?.find((day) => !(after.vacation_dates ?? []).includes(day));
}
