import { Component, lazy, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { ErrorState } from '@courier/shared';

/** The errors of a failed download of the code (not of the page's own rendering). */
const loadErrors = new WeakSet<object>();

interface LoadBoundaryProps {
  title: string;
  onRetry: () => void;
  children: () => ReactNode;
}

/**
 * Shows a failed download in place of the lazy component, with a Retry that downloads again.
 * Any other error (the page itself crashed) goes on to the area's error boundary.
 */
class LoadBoundary extends Component<LoadBoundaryProps, { failed: { error: unknown } | null }> {
  state: { failed: { error: unknown } | null } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error } };
  }

  render() {
    const { failed } = this.state;
    if (!failed) return this.props.children();
    if (!(typeof failed.error === 'object' && failed.error !== null && loadErrors.has(failed.error)))
      throw failed.error;
    return (
      <ErrorState
        title={this.props.title}
        error={failed.error}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ failed: null });
        }}
      />
    );
  }
}

/**
 * React.lazy whose failed download can be tried again. React.lazy keeps a rejected import for
 * good, so after a chunk failed to download (a network blip, a redeployed area) nothing but a
 * reload would bring the page back; here the failure shows in place (`failureTitle`, the
 * error, Retry) and Retry imports again (webpack fetches the chunk anew). Same factory as
 * React.lazy: `lazyWithRetry(() => import('./Page').then((m) => ({ default: m.Page })))`.
 * `preload()` starts the download ahead of the first render (webpack shares one request).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint of React.lazy itself
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  failureTitle = 'This page could not be loaded',
) {
  const attempt = () =>
    lazy(() =>
      load().catch((cause: unknown) => {
        const error = cause instanceof Error ? cause : new Error(String(cause));
        loadErrors.add(error);
        throw error;
      }),
    );
  let Current = attempt();
  const retry = () => {
    Current = attempt();
  };
  function LazyWithRetry(props: ComponentProps<T>) {
    return (
      <LoadBoundary title={failureTitle} onRetry={retry}>
        {() => <Current {...props} />}
      </LoadBoundary>
    );
  }
  LazyWithRetry.preload = () => {
    load().catch(() => undefined); // a failure shows when the component renders
  };
  return LazyWithRetry;
}
