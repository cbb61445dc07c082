import { NAV_LABELS, expect, nav, navLinks, test } from '../support/fixtures';
import { appUrl } from '../support/portal';

// A wide screen, where every link fits on the bar's one line beside the search box (narrower,
// some go into "More": see the last test).
test.use({ viewport: { width: 1600, height: 900 } });

const HREFS = [
  '/workers',
  '/retrib',
  '/vehicles',
  '/clients',
  '/users/cfr',
  '/regularMissions',
  '/settings',
  '/finance/recovery',
  '/chat',
  '/planning',
  '/logout',
];

test('admin sees the logo and the eleven links in the product order', async ({ page, signIn }) => {
  await signIn('admin');
  const logo = nav(page).getByRole('link').first();
  await expect(logo).toHaveAttribute('href', '/');
  const box = await logo.locator('img, svg').first().boundingBox();
  expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([105, 30]);

  const links = navLinks(page);
  await expect(links).toHaveText(NAV_LABELS);
  for (let i = 0; i < HREFS.length; i++) await expect(links.nth(i)).toHaveAttribute('href', HREFS[i]);
  const icon = await links.first().locator('img, svg').first().boundingBox();
  expect([Math.round(icon!.width), Math.round(icon!.height)]).toEqual([25, 25]);
  // the cookie the areas read
  const cookie = (await page.context().cookies()).find((c) => c.name === 'userRoles');
  expect(cookie?.value).toContain('WORKERS');
});

const PER_ROLE: Record<string, string[]> = {
  workers: ['Coursiers', 'Déconnexion'],
  planner: ['Coursiers', 'Missions régulières', 'Planning', 'Déconnexion'],
  settings: ['Settings', 'Déconnexion'],
};

for (const [login, labels] of Object.entries(PER_ROLE)) {
  test(`${login} sees only the links its roles allow`, async ({ page, signIn }) => {
    await signIn(login);
    await expect(navLinks(page)).toHaveText(labels);
  });
}

test('a user without roles sees no links at all', async ({ page, signIn }) => {
  await signIn('noroles');
  await expect(nav(page)).toBeVisible();
  await expect(navLinks(page)).toHaveCount(0);
});

test('a page the roles do not allow shows "not allowed" and never mounts the area', async ({ page, signIn }) => {
  await signIn('workers', '/clients');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  // the clients area's code is never fetched
  const requested = await page.evaluate(
    (origin) => performance.getEntriesByType('resource').some((e) => e.name.startsWith(origin)),
    appUrl('mfe-clients'),
  );
  expect(requested).toBe(false);
});

test('navigation across areas keeps the highlighted link right, with back and forward', async ({ page, signIn }) => {
  await signIn('admin');
  const current = nav(page).locator('[aria-current="page"]');
  await nav(page).getByRole('link', { name: 'Coursiers' }).click();
  await expect(page).toHaveURL(/\/workers$/);
  await expect(current).toHaveText('Coursiers');
  await expect(page.getByRole('main')).toContainText(/Coursiers/);

  await nav(page).getByRole('link', { name: 'Client' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(current).toHaveText('Client');

  await nav(page).getByRole('link', { name: 'Planning' }).click();
  await expect(current).toHaveText('Planning');

  await page.goBack();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(current).toHaveText('Client');
  await page.goBack();
  await expect(current).toHaveText('Coursiers');
  await page.goForward();
  await expect(current).toHaveText('Client');
  await expect(current).toHaveCount(1);
});

test('the page is set for phone display and nothing overflows at phone width', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn('admin');
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
    'content',
    'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no',
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a narrower window moves the links that do not fit into "More", in order, on one line', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 900, height: 700 });
  await signIn('admin', '/planning');
  const shown = await navLinks(page).allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.length).toBeLessThan(NAV_LABELS.length);
  const more = nav(page).getByRole('button', { name: /More/ });
  // The current page (Planning) sits in "More", which is marked instead.
  await expect(more).toHaveAttribute('data-active', 'true');
  await more.click();
  const rest = await page.getByRole('menuitem').allTextContents();
  expect([...shown, ...rest]).toEqual(NAV_LABELS);
  const tops = await nav(page)
    .locator('.shell-nav-links > li:not([hidden])')
    .evaluateAll((items) => new Set(items.map((li) => Math.round(li.getBoundingClientRect().top))).size);
  expect(tops).toBe(1);
  await page.getByRole('menuitem', { name: 'Chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
});
