import { Component, type ReactNode } from 'react';

/** One area's widget that throws never takes the page down: its card says so, the rest shows. */
export class WidgetBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[shell] a Today widget failed', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
