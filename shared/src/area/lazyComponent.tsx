import { useSyncExternalStore, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { ErrorState } from '../ui/states';
import { sharedT } from '../i18n/createAreaI18n';

type Settled<T> = { Component: T } | { error: unknown };

/**
 * A component whose code is a chunk of its own, downloaded when it first renders (or on
 * `preload()`). The factory is React.lazy's:
 * `lazyComponent(() => import('./Page').then((m) => ({ default: m.Page })), { fallback })`.
 *
 * Why not React.lazy + Suspense: React reveals a Suspense boundary's content no earlier than
 * 300 ms after its fallback appeared (a throttle of retries), so the page showed ~300 ms after
 * its chunk had arrived, most of the area's switch budget. Here the page renders as soon as
 * its code is there (a plain state update), and at once if it is already loaded.
 *
 * Meanwhile `fallback` shows. A failed download shows `failureTitle`, the error and Retry,
 * which downloads again (webpack fetches the chunk anew; React.lazy would keep the failure
 * until a reload). A crash of the component itself goes on to the area's error boundary.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint of React.lazy itself
export function lazyComponent<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  {
    fallback,
    failureTitle,
  }: { fallback: ReactNode; failureTitle?: string },
) {
  let settled: Settled<T> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const snapshot = () => settled;

  /** Starts the download once; the promise settles when the component can render. */
  const start = () => {
    loading ??= load().then(
      (module) => {
        settled = { Component: module.default };
        notify();
      },
      (error: unknown) => {
        settled = { error };
        notify();
      },
    );
    return loading;
  };
  const retry = () => {
    settled = null;
    loading = null;
    notify();
  };

  function LazyComponent(props: ComponentProps<T>) {
    const state = useSyncExternalStore(subscribe, snapshot, snapshot);
    if (!state) {
      void start(); // like React.lazy: the first render asks for the code
      return fallback;
    }
    if ('error' in state) return <ErrorState title={failureTitle ?? sharedT('shared.lazy.failed')} error={state.error} onRetry={retry} />;
    const Loaded = state.Component;
    return <Loaded {...props} />;
  }
  /** Downloads the code ahead of the first render; resolves once it can render at once. */
  LazyComponent.preload = start;
  return LazyComponent;
}
