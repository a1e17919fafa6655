import React, { useEffect, useLayoutEffect, useState } from 'react';
import { Provider, useSelector } from 'react-redux';
import { SessionProvider } from '../components/session/session-context';
import type { Locale } from '../core/locales/locales';
import { useAppDispatch } from '../store/hooks';
import type { AppState, AppStore } from '../store/make-store';
import { selectIsLoggedIn } from '../store/session-selectors';
import { localeChanged } from '../store/site-locale';
import { storeProxy } from '../store/store-proxy';
import type { StoreRunners } from './store-runners';

/**
 * The app shell, around every page (gatsby-browser and gatsby-ssr): the store, what shared
 * components may know of the session, and what composes features across pages. It imports none of
 * the store's libraries: they load with the templates that need them, or after hydration.
 */

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

let runnersLoading: Promise<typeof StoreRunners> | undefined;

/** The runners, with the store, after hydration: the page is drawn and answers before they load. */
function DeferredRunners({ pathname }: { pathname: string }) {
  const [Runners, setRunners] = useState<typeof StoreRunners>();
  useEffect(() => {
    let shown = true;
    runnersLoading ??= import('./store-runners').then((module) => module.StoreRunners);
    runnersLoading.then(
      (runners) => shown && setRunners(() => runners),
      // Their code could not load (offline): the next page tries again, never a reload.
      () => (runnersLoading = undefined),
    );
    return () => {
      shown = false;
    };
  }, []);
  return Runners ? <Runners pathname={pathname} /> : null;
}

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
  useBeforePageEffects(() => {
    if (locale) dispatch(localeChanged(locale));
  }, [locale, dispatch]);
  return (
    <>
      {children}
      <DeferredRunners pathname={pathname} />
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
