import { useEffect, useState } from 'react';

/**
 * A list's read as it may be sent: while the search is still being typed (`pending`: it has not reached the URL, which
 * waits for typing to pause 300 ms) the last read's parameters stand; a new page, sort or size, or a search from a
 * link or Back, at once. So a typist sends one read per pause rather than one per key. `wanted` must keep its identity
 * while it does not change (useMemo).
 *
 * @example const params = useSearchPause(useMemo(() => ({ q: list.search.trim(), page: list.page + 1 }), [list.search, list.page]), list.searchPending);
 */
export function useSearchPause<P>(wanted: P, pending: boolean): P {
  const [sent, setSent] = useState(wanted);
  useEffect(() => {
    if (!pending) setSent(wanted);
  }, [wanted, pending]);
  return pending ? sent : wanted;
}
