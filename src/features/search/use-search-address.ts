import { navigate as routerNavigate } from '@gatsbyjs/reach-router';
import { navigate } from 'gatsby';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../components/use-hydrated';
import { RECIPES_PAGE_SIZE, SEARCH_ADDRESS_AFTER_TYPING_MS } from '../../core/rules';
import { type SearchState, parseSearch, searchQueryString } from '../../core/search/search-params';

/**
 * The search kept in the address: `state` is the address's, `searched` what the results follow
 * (the text typed goes ahead of the address), `apply` asks for another search, `type` for the
 * text typed, `boxText` is what the text box must show when the address changed by other means.
 */
export function useSearchAddress(search: string) {
  // The static page was drawn without an address's search: so is its first render in the browser,
  // or hydration would fail and draw the page anew, losing the words typed meanwhile.
  const hydrated = useHydrated();
  const state = parseSearch(hydrated ? search : '');
  // The text typed, searched at once while the address catches up with it (a frame or three
  // later, through the words typed meanwhile); a filter, a choice, a submit or the back button ends it.
  const [typed, setTyped] = useState<string | null>(null);
  const searched = typed === null ? state : { ...state, q: typed };
  // The search last asked for: the address, the form's lists and the box each catch up with it later.
  const intended = useRef<SearchState | null>(null);
  // What the box must show when the address changes by other means than typing.
  const [boxText, setBoxText] = useState<{ q: string } | null>(null);
  const [wasHydrated, setWasHydrated] = useState(hydrated);
  if (wasHydrated !== hydrated) {
    setWasHydrated(hydrated);
    if (state.q) setBoxText({ q: state.q });
  }
  // The address following the typing, not yet made (SEARCH_ADDRESS_AFTER_TYPING_MS).
  const addressLater = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => {
    const backOrForward = () => {
      clearTimeout(addressLater.current);
      intended.current = null;
      setTyped(null);
      setBoxText({ q: parseSearch(window.location.search).q });
    };
    window.addEventListener('popstate', backOrForward);
    return () => {
      window.removeEventListener('popstate', backOrForward);
      clearTimeout(addressLater.current);
    };
  }, []);
  const [limit, setLimit] = useState(RECIPES_PAGE_SIZE);

  // Without JavaScript yet, the form submits itself (GET, every field): tidy that address.
  useEffect(() => {
    const canonical = searchQueryString(parseSearch(search));
    if (search && search !== canonical) void navigate(`${window.location.pathname}${canonical}`, { replace: true });
  }, [search]);

  // Typing makes one step in the history, which its next pauses replace; a filter, a choice or a
  // submit ends it. The back button returns to the search before, not to each word typed.
  const typingInHistory = useRef(false);
  // One change of address at a time, each waited for until the page has it: Gatsby's navigate
  // does not say when, and a change made while another is on its way can leave the page behind.
  // Same page, other query: the router's own navigate is enough, and answers once done.
  const navigation = useRef<Promise<unknown>>(Promise.resolve());
  const toAddress = (query: string, replace: boolean) => {
    navigation.current = navigation.current.then(() =>
      query === window.location.search ? undefined : routerNavigate(`${window.location.pathname}${query}`, { replace }),
    );
  };
  const apply = (next: SearchState, { typing = false } = {}) => {
    setLimit(RECIPES_PAGE_SIZE);
    intended.current = next;
    clearTimeout(addressLater.current);
    const query = searchQueryString(next);
    if (!typing) {
      setTyped(null);
      typingInHistory.current = false;
      return toAddress(query, false);
    }
    // The results follow the typed text at once (`typed`); the address once typing has stopped.
    addressLater.current = setTimeout(() => {
      toAddress(query, typingInHistory.current);
      typingInHistory.current = true;
    }, SEARCH_ADDRESS_AFTER_TYPING_MS);
  };
  const type = (text: string) => {
    setTyped(text);
    // The filters last asked for: a change may not have reached the address yet.
    apply({ ...(intended.current ?? state), q: text }, { typing: true });
  };
  const more = () => setLimit((current) => current + RECIPES_PAGE_SIZE);
  return { hydrated, state, searched, boxText, limit, more, apply: (next: SearchState) => apply(next), type };
}
