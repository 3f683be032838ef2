import { NAME_SEARCH_MIN, NAME_SEARCH_PAGE } from '../../shared/schemas/name-search.js';

export const NAME_TOO_SHORT_TEXT = `Enter at least ${NAME_SEARCH_MIN} characters of a first or last name to search.`;

/** Says that a name search stopped at its limit (the first `shown` matches), and offers the next page. */
export function SearchLimitBanner({
  name,
  shown,
  failed,
  onMore,
}: {
  name: string;
  shown: number;
  failed: boolean;
  onMore: () => void;
}) {
  return (
    <p className="banner" role="status">
      Showing the first {shown} matches; more entries match “{name}”.{' '}
      <button type="button" className="button secondary small" onClick={onMore}>
        Show {NAME_SEARCH_PAGE} more
      </button>
      {failed && ' Could not load more. Please try again.'}
    </p>
  );
}
