import React, { type ComponentType } from 'react';
import type { AppProps } from 'single-spa';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaErrorPanel } from '../ui/states';
import { requestAreaRetry } from './events';

/**
 * The single-spa lifecycles an area exposes as './lifecycles'. The shell passes the DOM
 * container through the `domElementGetter` prop; an error escaping the area's own boundary
 * shows the error panel inside the area, whose Retry asks the shell to reload it.
 */
export function createAreaLifecycles({ rootComponent }: { rootComponent: ComponentType }) {
  const Root = rootComponent as ComponentType<AppProps>;
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error: Error, _info: React.ErrorInfo, props: AppProps) => (
      <AreaErrorPanel
        title="This area stopped working"
        detail={error.message || 'An unexpected error occurred.'}
        onRetry={() => {
          if (!props.name || !requestAreaRetry(props.name)) window.location.reload();
        }}
      />
    ),
  });
}
