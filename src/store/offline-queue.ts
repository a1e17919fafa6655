import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { browserStorage } from '../config/browser-storage';
import { baseApi } from './base-api';

/**
 * Writes made offline (issue 18: a favourite, an item ticked off), kept in the browser and sent
 * once the connection is back, in the order they were made. Two writes of one record keep only
 * the last (a heart pressed twice is one change), so nothing is sent twice.
 */
export interface QueuedWrite {
  url: string;
  method: 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The record's version the write was made on; a 412 sends it again on the newer one. */
  ifMatch?: string;
  /** The tag the list it changes is read under, read again once sent. */
  tag: 'Favourites' | 'ShoppingList';
}

const STORAGE_KEY = 'miamo:offline-queue';
/** A queue longer than this is someone's bug, not a trip on the underground. */
const MAX_QUEUED = 200;

/** The request failed because the browser is offline (not because the server said no). */
export function wentOffline(error: FetchBaseQueryError | undefined): boolean {
  return error?.status === 'FETCH_ERROR' && typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function queuedWrites(): QueuedWrite[] {
  try {
    const value: unknown = JSON.parse(browserStorage().getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? (value as QueuedWrite[]) : [];
  } catch {
    return [];
  }
}

function save(writes: QueuedWrite[]) {
  if (writes.length) browserStorage().setItem(STORAGE_KEY, JSON.stringify(writes.slice(-MAX_QUEUED)));
  else browserStorage().removeItem(STORAGE_KEY);
}

export function queueWrite(write: QueuedWrite) {
  save([...queuedWrites().filter((queued) => queued.url !== write.url), write]);
}

/** At logout: writes made offline belong to the member who made them. */
export function dropQueuedWrites() {
  save([]);
}

const ATTEMPTS = 3;

const offlineApi = baseApi.enhanceEndpoints({ addTagTypes: ['Favourites', 'ShoppingList'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One queued write; a 412 (changed elsewhere meanwhile) is sent again on the record as it is. */
    sendQueuedWrite: build.mutation<null, QueuedWrite>({
      async queryFn(write, _api, _extra, baseQuery) {
        let ifMatch = write.ifMatch;
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const result = await baseQuery({
            url: write.url,
            method: write.method,
            body: write.body,
            headers: ifMatch ? { 'If-Match': ifMatch } : undefined,
          });
          if (!result.error) return { data: null };
          const existing = (result.error.data as { details?: { existing?: { last_modified: number } | null } })?.details
            ?.existing;
          if (result.error.status !== 412 || !existing) return { error: result.error };
          ifMatch = `"${existing.last_modified}"`;
        }
        return { data: null };
      },
    }),
  }),
});

/**
 * Sends the queue in order: each write leaves it once the server answered (a refusal too: sending
 * it again would not change the answer); a network failure stops, the rest waits for the next time.
 */
export async function sendQueuedWrites(dispatch: (action: unknown) => unknown): Promise<void> {
  const sent = new Set<QueuedWrite['tag']>();
  for (const write of queuedWrites()) {
    const request = dispatch(offlineApi.endpoints.sendQueuedWrite.initiate(write)) as {
      unwrap(): Promise<unknown>;
    };
    try {
      await request.unwrap();
    } catch (error) {
      if (wentOffline(error as FetchBaseQueryError) || (error as FetchBaseQueryError)?.status === 'FETCH_ERROR') break;
    }
    save(queuedWrites().filter((queued) => queued.url !== write.url || queued.method !== write.method));
    sent.add(write.tag);
  }
  if (sent.size) dispatch(offlineApi.util.invalidateTags([...sent]));
}
