import { createRoot } from 'react-dom/client';
import { navigateToUrl, start } from 'single-spa';
import { fetchCurrentUser, getToken, loadPortalConfig, setSessionNavigator } from '@courier/shared';
import { loadRemotesFile } from '../features/areas/areas';
import { prefetchAllowedAreas, registerAreas } from '../features/areas/registry';
import { HeaderRoot, PageRoot } from './roots';

function mountPoint(id: string, parent: HTMLElement): HTMLElement {
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  parent.appendChild(element);
  return element;
}

/**
 * Start-up: run-time config and remote addresses (never compiled in), the areas registered
 * with the federation runtime and single-spa, the shell's two roots, then single-spa.
 */
export async function startPortal(): Promise<void> {
  const [, remotes] = await Promise.all([loadPortalConfig('/config.json'), loadRemotesFile('/remotes.json')]);
  setSessionNavigator((url) => navigateToUrl(url));
  registerAreas(remotes);

  const main = document.getElementById('portal-main') ?? document.body;
  createRoot(mountPoint('shell-header', document.getElementById('portal') ?? document.body)).render(
    <HeaderRoot />,
  );
  createRoot(mountPoint('shell-page', main)).render(<PageRoot />);
  mountPoint('portal-areas', main);

  if (getToken()) void fetchCurrentUser();
  start({ urlRerouteOnly: true });
  prefetchAllowedAreas();
}
