import type { Page } from '@playwright/test';
import { expect, nav, test } from '../support/fixtures';
import { PAGES, adminApi, concretePath } from '../support/pages';

/**
 * French for the staff: the language is switched from the frame without a reload, kept per
 * user on the server, and every text of every page comes from a catalog (the pseudo-locale
 * marks each catalog message with ⟦ ⟧: a text without the marks did not come from one).
 */

const LOCALE_KEY = 'courier.locale';

test('the admin switches to French: the frame and the area change at once and stay French after a reload', async ({
  page,
  signIn,
}) => {
  await signIn('admin', '/finance/recovery');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  try {
    await nav(page).getByText('FR', { exact: true }).click();
    // The navbar's own name is translated too: find it by its place from here on.
    const header = page.locator('#shell-header');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(header.getByRole('button', { name: /Rechercher/ })).toBeVisible();
    // The navigation keeps the product's names in both languages.
    await expect(header.getByRole('link', { name: 'Déconnexion' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/\d,\d{2}\s€/);
    await page.evaluate((key) => window.localStorage.removeItem(key), LOCALE_KEY);
    await page.reload();
    // The server kept the choice: the page is French again before anything is clicked.
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(header.getByRole('button', { name: /Rechercher/ })).toBeVisible();
  } finally {
    await adminApi('users/setLanguage', { language: 'en' });
  }
});

/** Texts of the page's own interface that do not carry the pseudo-locale's marks. */
function untranslated(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const marked = (text: string) => text.includes('⟦') || text.includes('⟧');
    const meaningful = (text: string) => /[A-Za-zÀ-ÿ]{2}/.test(text) && !isData(text);
    // Records' values, not interface words: short codes (PAR-0042 and a name), formatted days.
    const isData = (text: string) =>
      /^[A-Z]{2,4}-\d{3,4}/.test(text) || /^\w+, \d{1,2} \w+ \d{4}$/.test(text);
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    const found = new Set<string>();
    const roots = [document.querySelector('main'), document.querySelector('header')].filter(
      Boolean,
    ) as Element[];
    for (const root of roots) {
      for (const el of Array.from(
        root.querySelectorAll('button, th, label, legend, [role="tab"], .mantine-Badge-label'),
      )) {
        // The navbar's names stay the product's; key names and language codes are the same in every language.
        if (!visible(el) || el.closest('.shell-nav-links, .shell-drawer-links, .shell-nav-tools')) continue;
        const text = (el.textContent ?? '').trim();
        if (meaningful(text) && !marked(text)) found.add(`${el.tagName.toLowerCase()}: ${text}`);
      }
      for (const el of Array.from(root.querySelectorAll('[aria-label], [placeholder]'))) {
        if (!visible(el) || el.closest('.shell-nav-links, .shell-drawer-links')) continue;
        for (const attr of ['aria-label', 'placeholder']) {
          const text = el.getAttribute(attr) ?? '';
          if (meaningful(text) && !marked(text)) found.add(`[${attr}]: ${text}`);
        }
      }
    }
    return [...found];
  });
}

for (const pattern of PAGES) {
  test(`${pattern}: every interface text comes from a catalog`, async ({ page, signIn }) => {
    const path = await concretePath(pattern);
    await page.addInitScript((key) => window.localStorage.setItem(key, 'pseudo'), LOCALE_KEY);
    await signIn('admin', path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    // A record's page is titled by the record (data); a list's title is a catalog message.
    if (!pattern.includes('['))
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toContainText('⟦');
    expect(await untranslated(page)).toEqual([]);
  });
}
