import { useLayoutEffect, useRef, useState } from 'react';
import {
  FIRST_RESULTS_ID,
  type SearchRequest,
  parseFirstResults,
  searchRequestKey,
} from '../../core/search/first-results';
import { useLazySearchRecipesQuery } from './search-api';

/**
 * The results the server wrote into the page for its address, if it did: read once, by the page's
 * first results, then removed. A later visit of the page within the app asks for its own.
 */
function takePageFirstResults() {
  if (typeof document === 'undefined') return null;
  const block = document.getElementById(FIRST_RESULTS_ID);
  block?.remove();
  return parseFirstResults(block?.textContent);
}

/**
 * The search's results, the newest request only: one still on its way when the search changes is
 * cancelled, and the previous results stay on screen until the new ones come. The page's first
 * results come with it when the server wrote them in: no request for those.
 */
export function useLatestResults(request: SearchRequest) {
  const [trigger, result] = useLazySearchRecipesQuery();
  const latest = useRef<{ key: string; abort: () => void }>();
  const [written, setWritten] = useState(takePageFirstResults);
  const key = searchRequestKey(request);
  // Once the search has moved on, the written results only stay until the new ones come.
  if (written?.key && written.key !== key) setWritten({ ...written, key: '' });
  // Asked as the new search is drawn, not in an effect a task later.
  useLayoutEffect(() => {
    if (written?.key === key) return;
    const asked = trigger(request, true);
    if (latest.current && latest.current.key !== key) latest.current.abort();
    latest.current = { key, abort: asked.abort };
    // `key` stands for the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, trigger]);
  if (written && (written.key === key || !result.data)) {
    const answered = written.key === key;
    return { data: written, isFetching: !answered && result.isFetching, isError: !answered && result.isError };
  }
  return result;
}
