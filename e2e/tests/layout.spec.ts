import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { tokensFile } from '../support/global-setup';
import { apiUrl, root } from '../support/portal';

/**
 * The frame fits every page at the sizes staff use (a laptop, a small laptop, a phone): no page
 * wider than the window, no badge cut short, the navbar on one line.
 */
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

/** Every page of the product (shared/src/areas/areas.json), and the landing page. */
const areasFile = JSON.parse(readFileSync(join(root, 'shared/src/areas/areas.json'), 'utf8')) as {
  areas: { sections: { pages: string[] }[] }[];
};
const PAGES = ['/', ...areasFile.areas.flatMap((a) => a.sections.flatMap((s) => s.pages))];

const adminToken = () => (JSON.parse(readFileSync(tokensFile, 'utf8')) as Record<string, string>).admin;

/** A field of the first row of a list, through the API with the admin's session. */
async function firstRow(path: string, field: string): Promise<string> {
  const res = await fetch(`${apiUrl}/${path}`, { headers: { authorization: `Bearer ${adminToken()}` } });
  const data = ((await res.json()) as { data: Record<string, unknown>[] | { items: Record<string, unknown>[] } })
    .data;
  const rows = Array.isArray(data) ? data : data.items;
  if (!rows?.length) throw new Error(`${path} has no rows`);
  return String(rows[0][field]);
}

/** How to fill each bracketed segment of a page pattern with a seeded record. */
const PARAMS: Record<string, () => Promise<string>> = {
  '/workers/[short_code]': () => firstRow('workers/getWorkers', 'shortCode'),
  '/vehicles/[shortCode]': () => firstRow('vehicles/getVehicles', 'shortCode'),
  '/clients/[clientId]': () => firstRow('clients/getClients', 'clientId'),
  '/users/cfr/[userId]': () => firstRow('users/cfr/getUsers', 'userCFrId'),
  '/regularMissions/[regularMissionId]': () => firstRow('regularMissions/getRegularMissions', 'id'),
  '/finance/recovery/[clientId]': () => firstRow('clients/getClients', 'clientId'),
};

async function concretePath(pattern: string): Promise<string> {
  if (!pattern.includes('[')) return pattern;
  const resolve = PARAMS[pattern];
  if (!resolve) throw new Error(`layout.spec.ts does not know how to open ${pattern}: add it to PARAMS`);
  return pattern.replace(/\[[^\]]+\]/, await resolve());
}

interface Findings {
  pageWidth: number;
  windowWidth: number;
  cutBadges: string[];
  navHeight: number;
  navLineTops: number[];
}

/** What the checks read from the page, in the browser. */
function measure(page: Page): Promise<Findings> {
  return page.evaluate(() => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    const cutBadges = Array.from(document.querySelectorAll('.mantine-Badge-label, .mantine-Badge-root'))
      .filter((el) => visible(el) && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent ?? '');
    const nav = document.querySelector('nav[aria-label="Main"]');
    const items = nav ? Array.from(nav.querySelectorAll('.shell-nav-links > li:not([hidden])')) : [];
    return {
      pageWidth: Math.max(scrolling.scrollWidth, document.body.scrollWidth),
      windowWidth: window.innerWidth,
      cutBadges: [...new Set(cutBadges)],
      navHeight: nav?.getBoundingClientRect().height ?? 0,
      navLineTops: [...new Set(items.map((li) => Math.round(li.getBoundingClientRect().top)))],
    };
  });
}

/** The navbar's one line: the logo (30 px) and a link, with their padding. */
const ONE_LINE_NAV_HEIGHT = 64;

for (const viewport of VIEWPORTS) {
  test.describe(`layout at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const pattern of PAGES) {
      test(`${pattern} fits`, async ({ page, signIn }) => {
        const path = await concretePath(pattern);
        await signIn('admin', path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
        // The page's data, then a moment for late layout (fonts, tables).
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        const found = await measure(page);

        expect.soft(found.pageWidth, `${path}: page wider than the window`).toBeLessThanOrEqual(found.windowWidth);
        expect.soft(found.cutBadges, `${path}: truncated badges`).toEqual([]);
        expect.soft(found.navHeight, `${path}: navbar on more than one line`).toBeLessThanOrEqual(ONE_LINE_NAV_HEIGHT);
        expect.soft(found.navLineTops.length, `${path}: navbar links on several lines`).toBeLessThanOrEqual(1);
      });
    }
  });
}

test('the navbar stays on screen on a long page, and toasts open below it', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn('admin', '/workers');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeInViewport();
  const box = await nav.boundingBox();
  expect(box!.y).toBeLessThanOrEqual(1);
  const headerHeight = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--portal-header-height'),
  );
  expect(parseInt(headerHeight, 10)).toBeGreaterThan(30);
});

test('a phone opens every link from the menu button, Déconnexion included', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn('admin', '/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link')).toHaveCount(11);
  await expect(menu.getByRole('link', { name: 'Déconnexion' })).toBeInViewport();
});

test('the first Tab stop skips to the content', async ({ page, signIn }) => {
  await signIn('admin', '/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#portal-main')).toBeFocused();
});
