import React, { useEffect, useLayoutEffect } from 'react';
import { Provider } from 'react-redux';
import { SessionProvider } from '../components/session/session-context';
import type { Locale } from '../core/locales/locales';
import { historySlice } from '../features/history/history-slice';
import { selectIsLoggedIn } from '../store/auth-slice';
import { storeForEnvironment } from '../store/browser-store';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { type AppStore, userReducer } from '../store/make-store';
import { localeChanged } from '../store/site-slice';
import { OfflineQueueRunner } from './offline-queue-runner';
import { PendingActionRunner } from './pending-action-runner';

/**
 * The app shell, around every page (gatsby-browser and gatsby-ssr): the store, what shared
 * components may know of the session, and what composes features across pages.
 */

// Features inject their branches when they load; recipe views are persisted, so their reducer must
// be in the user branch before the store rehydrates, or the branch drops them on the next action.
userReducer.inject(historySlice);

/** Hands shared components what they may know of the session, so they never read the store. */
function SessionBridge({ children }: { children: React.ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
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

/** wrapRootElement: one store for the browser session, a fresh one per server render. */
export function RootElement({ children }: { children: React.ReactNode }) {
  const { store } = storeForEnvironment();
  return <StoreShell store={store}>{children}</StoreShell>;
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
      <PendingActionRunner pathname={pathname} />
      <OfflineQueueRunner />
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
