// Exposed as 'mfe_clients/lifecycles': the shell's single-spa application for this area.
import { createAreaLifecycles } from '@courier/shared';
import { App } from './app/App';

export const { bootstrap, mount, unmount } = createAreaLifecycles({
  rootComponent: App,
  build: __BUILD_LABEL__,
});
