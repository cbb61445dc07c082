import { Component, type ErrorInfo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { PortalThemeProvider } from '../ui/theme';
import { queryClient } from '../ui/queryClient';
import { AreaErrorPanel } from '../ui/states';
import { sharedT } from '../i18n/createAreaI18n';

interface BoundaryState {
  error: Error | null;
}

/** Catches a crash of an area's pages: the panel stays inside the area, Retry renders again. */
export class AreaErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[area] a page crashed', error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return (
        <AreaErrorPanel
          title={sharedT('shared.area.crashed')}
          detail={this.state.error.message || sharedT('shared.area.unexpected')}
          onRetry={() => this.setState({ error: null })}
        />
      );
    }
    return this.props.children;
  }
}

/**
 * The root of every area: UI kit, the ONE query client, a plain BrowserRouter (single-spa's
 * patched history keeps the separate roots in sync) and an error boundary.
 */
export function AreaRoot({ children }: { children: ReactNode }) {
  return (
    <PortalThemeProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AreaErrorBoundary>{children}</AreaErrorBoundary>
        </BrowserRouter>
      </QueryClientProvider>
    </PortalThemeProvider>
  );
}
