import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { tokensFile } from './global-setup';

/** Where the shell keeps the session token for the tab (shared/src/session). */
export const TOKEN_KEY = 'courier.session.token';

export const NAV_LABELS = [
  'Coursiers',
  'Rétributions',
  'Véhicules',
  'Client',
  'Utilisateurs',
  'Missions régulières',
  'Settings',
  'Finance',
  'Chat',
  'Planning',
  'Déconnexion',
];

/** Opens the portal already signed in as a demo account (a session made in global setup). */
async function signedIn(page: Page, login: string, path = '/') {
  const tokens = JSON.parse(readFileSync(tokensFile, 'utf8')) as Record<string, string>;
  const token = tokens[login];
  if (!token) throw new Error(`no pre-signed session for ${login}`);
  await page.addInitScript(
    ([key, value]) => {
      window.sessionStorage.setItem(key, value);
    },
    [TOKEN_KEY, token],
  );
  await page.goto(path);
}

export const test = base.extend<{ signIn: (login: string, path?: string) => Promise<void> }>({
  signIn: async ({ page }, use) => {
    await use((login, path) => signedIn(page, login, path));
  },
});

export { expect };

/** The portal's navbar (areas may have navigation landmarks of their own). */
export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true });
/** The navbar's links, without the logo (which links to the root page). */
export const navLinks = (page: Page) => nav(page).getByRole('list').getByRole('link');

/** The area containers that hold a mounted area (each area is its own React root). */
export const mountedAreas = (page: Page) => page.locator('#portal-areas [data-area]:not(:empty)');
