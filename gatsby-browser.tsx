import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import {
  adoptRequestedPath,
  keepScrollOnHashChange,
  reloadOnChunkFailure,
  setSlowNavigationNotice,
} from './src/build/browser-behaviour';
import { RootElement, wrapPage } from './src/templates/app-shell';
import './src/styles/global.css';

let lastPathname: string | undefined;

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RootElement>{element}</RootElement>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage;

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = (args) => keepScrollOnHashChange(args);

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location }) => {
  lastPathname = location.pathname;
};

export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => setSlowNavigationNotice(true);

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => setSlowNavigationNotice(false);

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  const page = window as unknown as { pagePath?: string };
  page.pagePath = adoptRequestedPath(page.pagePath, window.location.pathname);
  window.addEventListener('unhandledrejection', (event) => {
    reloadOnChunkFailure(event.reason, lastPathname, (path) => {
      window.location.pathname = path;
    });
  });
};
