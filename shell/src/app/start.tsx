// Global CSS, loaded with the portal (the sign-in page has its own): Mantine's, then the frame's.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './shell.css';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { adoptSignedInSession, fetchCurrentUser, getToken, loadPortalConfig } from '@courier/shared';
import { loadPortalRemotes } from '../features/areas/areas';
import { loadEveryAreaContributions } from '../features/areas';
import { prefetchAllowedAreas, registerAreas, startLoadingPageArea } from '../features/areas/registry';
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
  startLoadingPageArea();
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

/**
 * The portal loaded inside the sign-in page, before anyone is signed in: the remotes are
 * registered and every area's Today part is loaded (code only: what shows follows the roles).
 */
export async function warmPortal(): Promise<void> {
  registerAreas(await loadPortalRemotes());
  loadEveryAreaContributions();
}

/** Signed in, in this page: the wanted address, the session the sign-in stored, then the portal. */
export async function enterPortal(url: string): Promise<void> {
  window.history.replaceState(null, '', url);
  adoptSignedInSession();
  await startPortal();
}
