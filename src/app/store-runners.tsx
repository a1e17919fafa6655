import React from 'react';
import './store-runtime';
import { OfflineQueueRunner } from './offline-queue-runner';
import { PendingActionRunner } from './pending-action-runner';

/** What runs on every page once the store has loaded: pending actions and offline writes. */
export function StoreRunners({ pathname }: { pathname: string }) {
  return (
    <>
      <PendingActionRunner pathname={pathname} />
      <OfflineQueueRunner />
    </>
  );
}
