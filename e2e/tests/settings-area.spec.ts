import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { TOKEN_KEY, expect, test } from '../support/fixtures';
import { apiUrl } from '../support/portal';

/** Settings area through the shell: lists, home messages, admin events, and the role. */

const stamp = () => Date.now().toString(36).toUpperCase();

test('a SETTINGS user adds a vehicle brand, then a model of it, and the vehicles area offers the model', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const brand = `PW Brand ${stamp()}`;
  const model = `PW Model ${stamp()}`;
  await signIn('settings', '/settings?list=vehicleBrands');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Vehicle brands' })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Vehicle brands' }).getByRole('row').nth(1)).toBeVisible();

  await main.getByRole('button', { name: 'Add a vehicle brand' }).click();
  const addBrand = page.getByRole('dialog', { name: 'Add a vehicle brand' });
  await addBrand.getByRole('textbox', { name: /Name/ }).fill(brand);
  await addBrand.getByRole('button', { name: 'Add' }).click();
  await expect(addBrand).toBeHidden();
  await expect(
    main.getByRole('table', { name: 'Vehicle brands' }).getByRole('cell', { name: brand, exact: true }),
  ).toBeVisible();

  // The same name again is refused, whatever its case.
  await main.getByRole('button', { name: 'Add a vehicle brand' }).click();
  await addBrand.getByRole('textbox', { name: /Name/ }).fill(brand.toLowerCase());
  await addBrand.getByRole('button', { name: 'Add' }).click();
  await expect(addBrand.getByRole('alert')).toContainText(`A vehicle brand named "${brand}" already exists`);
  await addBrand.getByRole('button', { name: 'Cancel' }).click();

  // Deep link of another list through the side menu.
  await page
    .getByRole('navigation', { name: 'Settings lists' })
    .getByRole('link', { name: 'Vehicle models' })
    .click();
  await expect(page).toHaveURL(/\/settings\?list=vehicleModels/);
  await expect(main.getByRole('heading', { level: 1, name: 'Vehicle models' })).toBeVisible();
  await main.getByRole('button', { name: 'Add a vehicle model' }).click();
  const addModel = page.getByRole('dialog', { name: 'Add a vehicle model' });
  await addModel.getByRole('textbox', { name: /Name/ }).fill(model);
  await addModel.getByRole('combobox', { name: /Brand/ }).click();
  await page.getByRole('option', { name: brand }).click();
  await addModel.getByRole('button', { name: 'Add' }).click();
  await expect(addModel).toBeHidden();
  await expect(
    main.getByRole('table', { name: 'Vehicle models' }).getByRole('cell', { name: model, exact: true }),
  ).toBeVisible();

  // The vehicles area (another role) offers the new model in its form.
  await signIn('admin', '/vehicles');
  await page.getByRole('main').getByRole('button', { name: 'Add vehicle' }).click();
  const addVehicle = page.getByRole('dialog', { name: 'Add a vehicle' });
  await addVehicle.getByLabel('Model', { exact: true }).fill(model.slice(0, 12));
  await expect(page.getByRole('option', { name: model })).toBeVisible();
});

test('a SETTINGS user publishes a home message, sees it on the landing page, and finds the change in the admin events', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const title = `Annonce ${stamp()}`;
  await signIn('settings', '/settings?list=messagesHome');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Home messages' })).toBeVisible();
  await main.getByRole('button', { name: 'Add a home message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a home message' });
  await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
  await dialog.getByRole('textbox', { name: /Text/ }).fill('Publié par le test du navigateur.');
  await expect(dialog.getByRole('region', { name: 'Preview on the landing page' })).toContainText(title);
  await dialog.getByRole('combobox', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/');
  await expect(page.getByRole('main').getByRole('article').filter({ hasText: title })).toBeVisible();

  await page.goto('/settings?list=adminEvents&targetType=home_message');
  await expect(main.getByRole('heading', { level: 1, name: 'Admin events' })).toBeVisible();
  const events = main.getByRole('table', { name: 'Admin events' });
  const row = events.getByRole('row').filter({ hasText: `Home message "${title}" added (published)` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('settings');
  await expect(row.getByRole('link', { name: /Home message \d+/ })).toHaveAttribute(
    'href',
    '/settings?list=messagesHome',
  );
});

test('a user without the SETTINGS role gets "Not allowed" on /settings and 403 from the API', async ({
  page,
  request,
  signIn,
}) => {
  await signIn('clients', '/settings');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Settings lists' })).toHaveCount(0);
  const token = await page.evaluate((key) => window.sessionStorage.getItem(key), TOKEN_KEY);
  expect(token).toBeTruthy();
  const answer = await request.post(`${apiUrl}/vehicleBrands/addVehicleBrand`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Interdit' },
  });
  expect(answer.status()).toBe(403);
  expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
});

test('a SETTINGS user adds a GTA type and sees profiles read only', async ({
  page,
  signIn,
}) => {
  test.setTimeout(150_000);
  const gta = `PW Formation ${stamp()}`;
  await signIn('settings', '/settings?list=gtaTypes');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'GTA types' })).toBeVisible();
  await expect(main.getByRole('table', { name: 'GTA types' }).getByRole('row').nth(1)).toBeVisible();
  expect.soft(await axeFindings(page), 'axe on ?list=gtaTypes').toEqual([]);
  await main.getByRole('button', { name: 'Add a GTA type' }).click();
  const add = page.getByRole('dialog', { name: 'Add a GTA type' });
  await add.getByRole('textbox', { name: /Name/ }).fill(gta);
  await add.getByRole('combobox', { name: /Absence/ }).click();
  await page.getByRole('option', { name: 'Yes: an absence' }).click();
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add).toBeHidden();
  const row = main.getByRole('table', { name: 'GTA types' }).getByRole('row').filter({ hasText: gta });
  await expect(row).toContainText('Yes');

  // Profiles give roles: shown, never edited from the portal.
  await expect(
    page.getByRole('navigation', { name: 'Settings lists' }).getByRole('link', { name: 'Profiles (read only)' }),
  ).toHaveAttribute('href', '/settings?list=profiles');
  await page.goto('/settings?list=profiles');
  await expect(main.getByRole('heading', { level: 1, name: 'Profiles' })).toBeVisible();
  await expect(main.getByRole('note')).toContainText('a profile gives roles');
  await expect(main.getByRole('table', { name: 'Profiles' }).getByRole('row').filter({ hasText: 'Planner' })).toContainText('SHIFTS');
  await expect(main.getByRole('button', { name: /^Add/ })).toHaveCount(0);
  expect.soft(await axeFindings(page), 'axe on ?list=profiles').toEqual([]);
});

/** axe-core, WCAG 2.1 A and AA, as in accessibility.spec.ts (viewport rule accepted there too). */
async function axeFindings(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"]').filter({ hasText: /Loading/ })).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'meta-viewport': { enabled: false }, 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')} — ${v.help}`,
  );
}

test('every settings section, and the open form with its preview, pass the axe check', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn('settings', '/settings?list=discountCodes');
  const main = page.getByRole('main');
  for (const [list, heading] of [
    ['discountCodes', 'Discount codes'],
    ['workerCompanies', 'Worker companies'],
    ['adminEvents', 'Admin events'],
    ['outbox', 'Outbox'],
  ]) {
    await page.goto(`/settings?list=${list}`);
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect.soft(await axeFindings(page), `axe on ?list=${list}`).toEqual([]);
  }
  await page.goto('/settings?list=messagesHome');
  await main.getByRole('button', { name: 'Add a home message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a home message' });
  await dialog.getByRole('textbox', { name: /Title/ }).fill('Aperçu');
  expect.soft(await axeFindings(page), 'axe on the home message form').toEqual([]);
});

test('the outbox: a mail queued by an action is sent after it (captured here, no mail server), opens with its text, and filters by status and date', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(120_000);
  const subject = `Outbox check ${stamp()}`;
  await signIn('admin', '/settings?list=outbox');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  // A support ticket (chat area) queues a mail in its transaction; the API's sender sends it after commit.
  const token = await page.evaluate((key) => window.sessionStorage.getItem(key), TOKEN_KEY);
  const ticket = await request.post(`${apiUrl}/ticket/sendEmail`, {
    headers: { authorization: `Bearer ${token}` },
    data: { subject, body: 'Sent by the browser test of the outbox.' },
  });
  expect(ticket.status()).toBe(200);

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const search = main.getByRole('textbox', { name: 'Search' });
  await search.fill(subject);
  await search.press('Enter');
  const row = main.getByRole('table', { name: 'Mails' }).getByRole('row').filter({ hasText: subject });
  // Sent within a second or so of the commit: "Captured only" without SMTP_URL.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Captured only', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  await main.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Captured only' }).click();
  await main.getByLabel('From').fill(today);
  await main.getByLabel('To').fill(today);
  await expect(page).toHaveURL(/status=captured/);
  await expect(page).toHaveURL(new RegExp(`dateFrom=${today}&dateTo=${today}`));
  await expect(row).toBeVisible();

  // The mail's row is a link to it (the filters kept): opened from the keyboard.
  const mailLink = row.getByRole('link', { name: new RegExp(subject) });
  await expect(mailLink).toHaveAttribute('href', /^\/settings\?list=outbox&.*mail=\d+$/);
  await mailLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/mail=\d+/);
  const dialog = page.getByRole('dialog', { name: 'Mail of the outbox' });
  await expect(dialog).toContainText('Sent by the browser test of the outbox.');
  await expect(dialog).toContainText('Captured only');
  expect.soft(await axeFindings(page), 'axe on an open mail of the outbox').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('on a phone the outbox fits the window: failed mails from the Today link, whole badges', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn('admin', '/settings?list=outbox&status=failed');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(main.getByRole('combobox', { name: 'Status' })).toHaveValue('Failed');
  await expect(main.getByText(/No mail matches|\d+\+? mails?/).first()).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  // Every status badge shows its whole word ("Captured only", never "CAPTUR…").
  await page.goto('/settings?list=outbox');
  await expect(main.getByRole('table', { name: 'Mails' })).toBeVisible();
  const cut = await main
    .locator('.mantine-Badge-label')
    .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
  expect(cut).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
