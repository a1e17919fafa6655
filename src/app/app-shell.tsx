import React, { useEffect, useLayoutEffect } from 'react';
import { Provider, useSelector } from 'react-redux';
import { afterHydration } from '../components/lazy/after-hydration';
import { SessionProvider, useSession } from '../components/session/session-context';
import type { Locale } from '../core/locales/locales';
import { useAppDispatch } from '../store/hooks';
import type { AppState, AppStore } from '../store/make-store';
import { selectIsLoggedIn } from '../store/session-selectors';
import { localeChanged } from '../store/site-locale';
import { hasStoredSession } from '../store/credentials';
import { isStoreAttached, setStoreLoader, storeProxy } from '../store/store-proxy';

/**
 * The app shell, around every page (gatsby-browser and gatsby-ssr): the store, what shared
 * components may know of the session, and what composes features across pages. It imports none of
 * the store's libraries: they load with the templates that need them, or after hydration.
 */

setStoreLoader(() => import(/* webpackChunkName: "store-runtime" */ './store-runtime'));

/** Hands shared components what they may know of the session, so they never read the store. */
function SessionBridge({ children }: { children: React.ReactNode }) {
  // Until the store has loaded (store-proxy.ts) the visitor is logged out, as in the static HTML.
  const loggedIn = useSelector((state: AppState | undefined) => (state ? selectIsLoggedIn(state) : false));
  return <SessionProvider value={{ loggedIn }}>{children}</SessionProvider>;
}

/** The store and what the shell derives from it, around the site or a test's piece of it. */
export function StoreShell({ store, children }: { store: AppStore; children: React.ReactNode }) {
  return (
    <Provider store={store}>
      <SessionBridge>{children}</SessionBridge>
    </Provider>
  );
}

/** wrapRootElement in the browser: the proxy, standing in for the store until its code has loaded. */
export function RootElement({ children }: { children: React.ReactNode }) {
  return <StoreShell store={storeProxy}>{children}</StoreShell>;
}

/**
 * The runners, with the store, after hydration when there is a session: nothing runs for an
 * anonymous visitor (no pending action can be done, no offline write sent), so the store's code
 * loads only when a page or a tap needs it. `member`: a store already in place says so (a test's).
 */
const DeferredRunners = afterHydration<{ pathname: string; member: boolean }>(
  () => import('./store-runners').then((module) => module.StoreRunners),
  null,
  ({ member }) => member || hasStoredSession() || isStoreAttached(),
);

// Before the page's own effects (its API calls) run; useLayoutEffect does nothing on the server.
const useBeforePageEffects = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Around every page: the site branch follows the page's locale (the API calls' language), and
 * what a visitor tried before logging in is done once they are back (a runner per page).
 */
export function PageElement({
  locale,
  pathname,
  children,
}: {
  locale?: Locale;
  pathname: string;
  children: React.ReactNode;
}) {
  const dispatch = useAppDispatch();
  const { loggedIn } = useSession();
  useBeforePageEffects(() => {
    if (locale) dispatch(localeChanged(locale));
  }, [locale, dispatch]);
  return (
    <>
      {children}
      <DeferredRunners pathname={pathname} member={loggedIn} />
    </>
  );
}

/** wrapPageElement: pages made by create-pages carry their locale. */
export function wrapPage({
  element,
  props,
}: {
  element: React.ReactNode;
  props: { pageContext: object; location: { pathname: string } };
}) {
  const { locale } = props.pageContext as { locale?: Locale };
  return (
    <PageElement locale={locale} pathname={props.location.pathname}>
      {element}
    </PageElement>
  );
}
