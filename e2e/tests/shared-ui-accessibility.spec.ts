import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The shared kit's pieces that a page check (accessibility.spec.ts) does not catch, because
 * they only appear on an action or under the mouse: the notifications (success and error) and
 * a side menu's active link while hovered. axe-core, WCAG 2.1 A and AA, on that piece alone.
 */
async function axeFindings(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    .analyze();
  return results.violations.map((v) => {
    const first = v.nodes[0];
    const detail = first?.any[0]?.message ?? first?.all[0]?.message ?? first?.none[0]?.message ?? '';
    return `${v.id} (${v.nodes.length}): ${first?.target.join(' ')} — ${v.help}. ${detail}`;
  });
}

const stamp = () => Date.now().toString(36).toUpperCase();

/** Adds a vehicle brand through the settings list's form (the answer may be faked by a route). */
async function addBrand(page: Page, name: string) {
  await page.getByRole('main').getByRole('button', { name: 'Add a vehicle brand' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a vehicle brand' });
  await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Add' }).click();
  return dialog;
}

/** The notification shown, once its entry transition is over (axe reads the colours as drawn). */
async function shownNotification(page: Page, text: string | RegExp): Promise<Locator> {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text });
  await expect(toast).toBeVisible();
  // Under the mouse the notification stays (its auto close waits) while axe reads it.
  await toast.hover();
  await expect(toast).toHaveCSS('opacity', '1');
  return toast;
}

test('the success and error notifications: a named close button, and every text readable', async ({
  page,
  signIn,
}) => {
  await signIn('settings', '/settings?list=vehicleBrands');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Vehicle brands' })).toBeVisible();

  // Success (notifySuccess, teal).
  const brand = `PW A11y ${stamp()}`;
  const dialog = await addBrand(page, brand);
  await expect(dialog).toBeHidden();
  const success = await shownNotification(page, 'Vehicle brand added.');
  expect.soft(await axeFindings(page, '.mantine-Notifications-root'), 'axe on the success notification').toEqual([]);
  await expect(success.getByRole('button', { name: 'Close notification' })).toBeVisible();
  await success.getByRole('button', { name: 'Close notification' }).click();
  await expect(success).toHaveCount(0);

  // Error (notifyError, red): the API answers 500 this once.
  await page.route('**/api/vehicleBrands/addVehicleBrand', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'The server failed (test).' } }),
    }),
  );
  await addBrand(page, `${brand} 2`);
  const failure = await shownNotification(page, 'The action failed');
  expect.soft(await axeFindings(page, '.mantine-Notifications-root'), 'axe on the error notification').toEqual([]);
  await expect(failure.getByRole('button', { name: 'Close notification' })).toBeVisible();
});

test('a side menu: the active link passes while hovered, and so do the others', async ({ page, signIn }) => {
  await signIn('settings', '/settings?list=vehicleBrands');
  const menu = page.getByRole('navigation', { name: 'Settings lists' });
  const active = menu.getByRole('link', { name: 'Vehicle brands' });
  await expect(active).toHaveAttribute('aria-current', 'page');
  expect.soft(await axeFindings(page, 'nav[aria-label="Settings lists"]'), 'axe on the side menu').toEqual([]);

  await active.hover();
  // The hover background is drawn before axe reads the colours.
  await expect(active).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  expect
    .soft(await axeFindings(page, 'nav[aria-label="Settings lists"]'), 'axe on the side menu, active link hovered')
    .toEqual([]);

  const other = menu.getByRole('link', { name: 'Vehicle models' });
  await other.hover();
  expect
    .soft(await axeFindings(page, 'nav[aria-label="Settings lists"]'), 'axe on the side menu, another link hovered')
    .toEqual([]);

  // The shell's navbar: its current link (Settings) under the mouse too.
  const current = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await current.hover();
  expect.soft(await axeFindings(page, 'nav[aria-label="Main"]'), 'axe on the navbar, current link hovered').toEqual([]);
});

test('a side menu with descriptions (pay rates teams): the active team passes while hovered', async ({
  page,
  signIn,
}) => {
  await signIn('admin', '/retrib');
  const menu = page.getByRole('navigation', { name: 'Teams' });
  const active = menu.locator('[aria-current="true"]');
  await expect(active).toBeVisible();
  await active.hover();
  await expect(active).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  expect.soft(await axeFindings(page, 'nav[aria-label="Teams"]'), 'axe on the teams, active team hovered').toEqual([]);
});
