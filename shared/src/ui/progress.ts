import { useSyncExternalStore } from 'react';
import { createStore } from '@courier/shared/core';
import { queryClient } from './queryClient';

/** Pending loads that are not queries (an area being fetched, a sign-in step). */
const pending = createStore(0);

/** Starts a load shown by the progress bar; call the returned function when it ends. */
export function beginProgress(): () => void {
  pending.set((n) => n + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending.set((n) => Math.max(0, n - 1));
  };
}

function snapshot(): boolean {
  return pending.get() > 0 || queryClient.isFetching() > 0 || queryClient.isMutating() > 0;
}

function subscribe(listener: () => void): () => void {
  const offPending = pending.subscribe(listener);
  const offQueries = queryClient.getQueryCache().subscribe(listener);
  const offMutations = queryClient.getMutationCache().subscribe(listener);
  return () => {
    offPending();
    offQueries();
    offMutations();
  };
}

/** True while an area or any data of any root loads. */
export function useProgressActive(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
