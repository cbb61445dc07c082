import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PAGES, concretePath } from '../support/pages';

/**
 * The frame fits every page at the sizes staff use (a laptop, a small laptop, a phone): no page
 * wider than the window, no badge cut short, the navbar on one line.
 */
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

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
