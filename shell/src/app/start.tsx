// Global CSS, loaded with the portal (the sign-in page has its own): Mantine's, then the frame's.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './shell.css';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { fetchCurrentUser, getToken, loadPortalConfig } from '@courier/shared';
import { loadPortalRemotes } from '../features/areas/areas';
import { prefetchAllowedAreas, registerAreas } from '../features/areas/registry';
import { prefetchToday, prefetchTodayCalls } from '../features/today';
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
  // Both files are read once (the bootstrap started them); Today's calls need only the API's address.
  const configured = loadPortalConfig('/config.json');
  prefetchTodayCalls();
  const [, remotes] = await Promise.all([configured, loadPortalRemotes()]);
  registerAreas(remotes);
  prefetchToday();

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
