import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { tokensFile } from '../support/global-setup';
import { apiUrl } from '../support/portal';

/**
 * Every page of the portal checked with axe-core against WCAG 2.1 A and AA.
 * A failure lists each broken rule with its first offending node, e.g.
 * `color-contrast (serious, 12 nodes): .m_b6d8b162 > span — Elements must meet minimum color contrast
 * ratio thresholds. Element has insufficient color contrast of 3.32 (foreground color: #868e96, …)`;
 * the full results of a page with findings are attached to the test's report.
 */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The one accepted finding: the product sets every page for phones with the viewport meta
 * `width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no` (zooming disabled,
 * docs/product.md#application-frame), which axe's `meta-viewport` rule (WCAG 1.4.4) reports.
 * Only that rule is left out everywhere.
 */
const ACCEPTED_RULES = ['meta-viewport'];

/**
 * WCAG 2.5.3 "Label in Name" (level A): axe marks its rule experimental, which the tags above
 * leave out, so it is turned on here.
 */
const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch'];

async function expectNoViolations(page: Page, { pending = [] as string[] } = {}) {
  // Wait for the page to settle: no request in flight and no loading state left on screen.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"]').filter({ hasText: /Loading/ })).toHaveCount(0);
  const path = new URL(page.url()).pathname;
  const rules = Object.fromEntries([
    ...EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }]),
    ...[...ACCEPTED_RULES, ...pending].map((id) => [id, { enabled: false }]),
  ]);
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: WCAG_21_AA }, rules })
    .analyze();
  if (results.violations.length)
    await test.info().attach(`axe violations on ${path}`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  const found = results.violations.map((v) => {
    const first = v.nodes[0];
    const detail = first?.any[0]?.message ?? first?.all[0]?.message ?? first?.none[0]?.message ?? '';
    return `${v.id} (${v.impact}, ${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}): ${first?.target.join(' ')} — ${v.help}. ${detail}`;
  });
  // Soft: a test that checks several pages reports the findings of each.
  expect.soft(found, `axe violations on ${path}`).toEqual([]);
}

const adminToken = (): string =>
  (JSON.parse(readFileSync(tokensFile, 'utf8')) as Record<string, string>).admin;

/** The short code of the first row of a list, through the API with the admin's session. */
async function firstShortCode(path: string): Promise<string> {
  const res = await fetch(`${apiUrl}/${path}`, { headers: { authorization: `Bearer ${adminToken()}` } });
  const data = ((await res.json()) as { data: { shortCode: string }[] | { items: { shortCode: string }[] } }).data;
  const rows = Array.isArray(data) ? data : data.items;
  expect(rows.length, `${path} has rows`).toBeGreaterThan(0);
  return rows[0].shortCode;
}

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  test('the sign-in page and the code page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoViolations(page);

    await page.getByLabel('Login').fill('admin');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\/code/);
    await expect(page.getByLabel('Code')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the landing page', async ({ page, signIn }) => {
    await signIn('admin', '/');
    await expect(mainHeading(page)).toContainText('Welcome');
    await expectNoViolations(page);
  });

  test('the workers list and a worker page', async ({ page, signIn }) => {
    const code = await firstShortCode('workers/getWorkers');
    await signIn('admin', '/workers');
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectNoViolations(page);

    await page.goto(`/workers/${code}`);
    await expect(mainHeading(page)).toBeVisible();
    await expectNoViolations(page);
  });

  test('the vehicles list and a vehicle page', async ({ page, signIn }) => {
    const code = await firstShortCode('vehicles/getVehicles');
    await signIn('admin', '/vehicles');
    await expect(page.getByRole('table', { name: 'Vehicles' })).toBeVisible();
    await expectNoViolations(page);

    await page.goto(`/vehicles/${code}`);
    await expect(mainHeading(page)).toContainText(code);
    await expectNoViolations(page);
  });

  test('the pay rates page with its calendar', async ({ page, signIn }) => {
    await signIn('admin', '/retrib');
    await expect(page.getByRole('form', { name: /^Pay configuration of / })).toBeVisible();
    await expect(page.locator('button[data-date]').first()).toBeVisible();
    // The calendar's days with an override are named after what they show (day, then price).
    await expectNoViolations(page);
  });

  for (const path of [
    '/clients',
    '/users/cfr',
    '/planning',
    '/regularMissions',
    '/finance/recovery',
    '/settings',
    '/chat',
  ])
    test(`the area page ${path}`, async ({ page, signIn }) => {
      await signIn('admin', path);
      await expect(mainHeading(page)).toBeVisible();
      await expectNoViolations(page);
    });
});
