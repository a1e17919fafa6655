import React from 'react';
import './store-runtime';
import { storeForEnvironment } from '../store/browser-store';
import { StoreShell } from './app-shell';

/** wrapRootElement on the server: the store in the state a first visit starts in. */
export function ServerRootElement({ children }: { children: React.ReactNode }) {
  const { store } = storeForEnvironment();
  return <StoreShell store={store}>{children}</StoreShell>;
}
