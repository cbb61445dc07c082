import { DEMO_PASSWORD, totp } from '../support/accounts';
import { expect, nav, test } from '../support/fixtures';
import { apiUrl, portalUrl } from '../support/portal';

test('a staff member signs in with password and second-step code', async ({ page }) => {
  await page.goto('/clients');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Login').fill('finance');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByLabel('Code').fill(await totp());
  await page.getByRole('button', { name: 'Confirm' }).click();

  // The finance account sees its own link and may not open /clients, where it wanted to go.
  await expect(nav(page).getByRole('link', { name: 'Finance' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Finance' }).click();
  await expect(page).toHaveURL(/\/finance\/recovery$/);
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Login').fill('regular');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(/login or password/i);
  await expect(page.getByLabel('Code')).toHaveCount(0);
});

test('a newcomer enrols an authenticator app through /codeqr', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Login').fill('newcomer');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/codeqr/);
  await expect(page.getByRole('img', { name: /qr code/i })).toBeVisible();
  const secret = (await page.locator('code').first().innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await page.getByLabel('Code').fill(await totp(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(nav(page)).toBeVisible();
  await expect(page).toHaveURL(`${portalUrl}/`);
});

test('logout revokes the session and returns to sign-in', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Login').fill('cfrusers');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Code').fill(await totp());
  await page.getByRole('button', { name: 'Confirm' }).click();
  const token = await page.evaluate(() => Object.values(sessionStorage).find((v) => v.length > 20));

  await nav(page).getByRole('link', { name: 'Déconnexion' }).click();
  await expect(page.getByLabel('Login')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'userRoles')).toBeUndefined();

  const res = await page.request.get(`${apiUrl}/users/getMe`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(401);
});
