import { expect, test } from '../support/fixtures';
import { adminApi } from '../support/pages';

/** Global search (Ctrl+K, from any page) and the Today page, both composed from the areas. */

interface ClientDetail {
  clientId: number;
  code: string;
  name: string;
  contacts: { name: string; phoneNumber: string | null }[];
  invoices: { invoiceNumber: string }[];
}

/** A seeded client with an invoice and a contact who has a phone number. */
async function clientWithInvoiceAndPhone(): Promise<ClientDetail> {
  const list = (await adminApi('clients/getClients?pageSize=50')) as { items: { clientId: number }[] } | { clientId: number }[];
  const rows = Array.isArray(list) ? list : list.items;
  for (const row of rows) {
    const detail = (await adminApi(`clients/${row.clientId}`)) as ClientDetail;
    if (detail.invoices.length > 0 && detail.contacts.some((c) => (c.phoneNumber ?? '').replace(/\D/g, '').length >= 9)) return detail;
  }
  throw new Error('no seeded client has both an invoice and a contact phone');
}

/** +33 2 07 64 25 59 or 0207642559 -> "02 07 64 25 59": the search must not care about spacing. */
const spaced = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  const national = phone.trim().startsWith('+33') ? `0${digits.slice(2)}` : digits;
  return national.replace(/(\d{2})(?=\d)/g, '$1 ');
};

test('from the planning page, Ctrl+K finds a client by its invoice number and by a contact phone', async ({ page, signIn }) => {
  const client = await clientWithInvoiceAndPhone();
  const invoice = client.invoices[0].invoiceNumber;
  const phone = client.contacts.find((c) => (c.phoneNumber ?? '').replace(/\D/g, '').length >= 9)!.phoneNumber!;

  await signIn('admin', '/planning');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.keyboard.press('Control+K');
  const box = page.getByRole('combobox', { name: 'Search the portal' });
  await expect(box).toBeFocused();
  await box.fill(invoice);
  const byInvoice = page.getByRole('option').filter({ hasText: invoice }).first();
  await expect(byInvoice).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/clients/(${client.clientId}|${client.code})`));
  await expect(page.getByRole('main')).toContainText(client.name);

  await page.goto('/planning');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('button', { name: /Search/ }).click();
  await box.fill(spaced(phone));
  const byPhone = page.getByRole('option').filter({ hasText: client.name }).first();
  await expect(byPhone).toBeVisible();
  await byPhone.click();
  await expect(page).toHaveURL(new RegExp(`/clients/(${client.clientId}|${client.code})`));
});

test('Today: the admin sees every area card, a FINANCE-only user only the finance one', async ({ page, signIn }) => {
  await signIn('admin', '/');
  const cards = page.getByRole('main').locator('article[data-widget]');
  await expect(cards.filter({ hasText: 'Finance' }).first()).toBeVisible();
  for (const title of ['Planning', 'Finance', 'Pay', 'Couriers', 'Vehicles', 'Chat', 'Settings'])
    await expect(page.getByRole('article', { name: title, exact: true })).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => window.sessionStorage.clear());
  await signIn('finance', '/');
  await expect(page.getByRole('article', { name: 'Finance', exact: true })).toBeVisible();
  await expect(page.locator('article[data-widget]')).toHaveCount(1);
});

test("a Today figure's link opens its list filtered the same way", async ({ page, signIn }) => {
  await signIn('admin', '/');
  const finance = page.getByRole('article', { name: 'Finance', exact: true });
  const link = finance.getByRole('link', { name: 'Clients with reminders due' });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
});
