/** A From/To pair of practice days (`YYYY-MM-DD`, '' when not chosen). */
export interface DateRange {
  from: string;
  to: string;
}

/**
 * The range with a new From. When `follow`, the To follows the From until it is changed: an empty
 * To, one still on the old From, or one the new From has passed becomes the new From.
 */
export function withFrom(range: DateRange, from: string, follow: boolean): DateRange {
  const followed = follow && (range.to === '' || range.to === range.from || range.to < from);
  return { from, to: followed ? from : range.to };
}
