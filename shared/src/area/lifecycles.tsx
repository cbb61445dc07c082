import React, { type ComponentType } from 'react';
import type { AppProps } from 'single-spa';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaErrorPanel } from '../ui/states';
import { requestAreaRetry } from './events';
import { sharedT } from '../i18n/createAreaI18n';

/**
 * The single-spa lifecycles an area exposes as './lifecycles'. The shell passes the DOM
 * container through the `domElementGetter` prop; an error escaping the area's own boundary
 * shows the error panel inside the area, whose Retry asks the shell to reload it.
 */
export function createAreaLifecycles({ rootComponent, build = '' }: { rootComponent: ComponentType; build?: string }) {
  const App = rootComponent as ComponentType<AppProps>;
  // The build label is compiled into the area's own bundle (not into shared, which is the
  // shell's copy), so it tells which deployment of this area is running.
  const Root = (props: AppProps) => (
    <>
      <App {...props} />
      {build ? (
        <footer className="courier-area-build" style={{ padding: '0 1rem 1rem', fontSize: 12, color: '#868e96' }}>
          Build {build}
        </footer>
      ) : null}
    </>
  );
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error: Error, _info: React.ErrorInfo, props: AppProps) => (
      <AreaErrorPanel
        title={sharedT('shared.area.crashed')}
        detail={error.message || sharedT('shared.area.unexpected')}
        onRetry={() => {
          if (!props.name || !requestAreaRetry(props.name)) window.location.reload();
        }}
      />
    ),
  });
}
