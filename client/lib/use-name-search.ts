import { useCallback, useMemo, useState } from 'react';
import { NAME_SEARCH_MIN, NAME_SEARCH_PAGE } from '../../shared/schemas/name-search.js';
import { useListQuery } from './use-list-query';

/** One page of a name search: its items, and whether the server stopped at its limit with more to give. */
export interface NameSearchPage<T> {
  items: T[];
  more: boolean;
}

/**
 * A patient name search (rounds, operative log): asked only for a name of at least
 * NAME_SEARCH_MIN characters (the server refuses fewer), a page at a time; `nextOffset` is set
 * while the server says more match, and `handleMore` adds the next page.
 */
export function useNameSearch<T>(
  name: string,
  search: (name: string, offset: number) => Promise<NameSearchPage<T>>,
  apply: (items: T[]) => void,
  failure: { log: string; message?: string },
) {
  const [nextOffset, setNextOffset] = useState<number | null>(null);
  const [moreFailed, setMoreFailed] = useState(false);
  const tooShort = name.length < NAME_SEARCH_MIN;
  const fetchPage = useCallback(
    async (offset: number) => {
      const page = await search(name, offset);
      setNextOffset(page.more ? offset + NAME_SEARCH_PAGE : null);
      return page.items;
    },
    [name, search],
  );
  const fetch = useMemo(() => (tooShort ? null : () => fetchPage(0)), [fetchPage, tooShort]);
  const handleMore = async () => {
    if (nextOffset === null) return;
    setMoreFailed(false);
    try {
      apply(await fetchPage(nextOffset));
    } catch {
      setMoreFailed(true);
    }
  };
  const { loading, loadError, load } = useListQuery(fetch, apply, failure);
  return { tooShort, loading, loadError, load, nextOffset, moreFailed, handleMore };
}
