import type { Page } from '@playwright/test';
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

/** A number as the English pages write it ("1,234"). */
const num = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d]/g, ''));

/**
 * What the list a widget's link opens shows as its total, read from the page as a person would
 * (a count line, a totals cell). Each reader waits for its list to have loaded.
 */
const LIST_FIGURE: Record<string, (page: Page) => Promise<number>> = {
  'planning.anomalies': dayAnomalies,
  'planning.shiftsWithoutTime': dayAnomalies,
  'planning.timesWithoutShift': dayAnomalies,
  'finance.remindersDue': recoveryClients,
  'finance.newlyInRecovery': recoveryClients,
  'finance.invoicesNotSent': async (page) => {
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    const send = page.getByRole('button', { name: /^Send [\d,]+ unsent$/ });
    return (await send.isVisible({ timeout: 5_000 }).catch(() => false)) ? num(await send.textContent()) : 0;
  },
  'workers.contractsEnding': (page) => checkedListCount(page, 'Contract ending within 30 days'),
  'workers.documentsExpiring': (page) => checkedListCount(page, 'Document expiring within 30 days'),
  'workers.leaving': (page) => checkedListCount(page, 'Leaving within 30 days'),
  'vehicles.contractsEnding': listCount,
  'pay.lastOpenMonth': async (page) => Number(await page.getByTestId('summary-workers').getAttribute('data-count')),
  'pay.anomalies': async (page) => Number(await page.getByTestId('summary-anomalies').getAttribute('data-count')),
  'chat.unread': async (page) => {
    const list = page.getByRole('navigation', { name: /conversations/i });
    await expect(list).toBeVisible();
    return list.getByLabel(/unread message/).count();
  },
  'chat.openTickets': async (page) => {
    const line = page.getByText(/^[\d,]+ tickets?$/).first();
    await expect(line).toBeVisible();
    return num(await line.textContent());
  },
  'settings.failedMails': async (page) => {
    const line = page.getByText(/^[\d,]+\+? mails?$/).first();
    await expect(line.or(page.getByText('No mail matches'))).toBeVisible();
    return (await line.isVisible()) ? num(await line.textContent()) : 0;
  },
};

async function dayAnomalies(page: Page) {
  const cell = page.locator('[data-total="anomalies"]');
  await expect(cell.or(page.getByText('No shift on this date.'))).toBeVisible();
  return (await cell.count()) ? Number(await cell.getAttribute('data-count')) : 0;
}

async function recoveryClients(page: Page) {
  const line = page.getByText(/^What [\d,]+ clients owe/);
  await expect(line).toBeVisible();
  return num((await line.textContent())!.split('clients')[0]);
}

/** A ListPage's count line: "12 workers shown" or "100 of 240 workers shown". */
async function listCount(page: Page) {
  const line = page.getByText(/^[\d,]+ (of [\d,]+ )?\w+ shown/).first();
  const empty = page.getByRole('heading', { name: /^No \w+ match/ });
  await expect(line.or(empty)).toBeVisible();
  if (!(await line.isVisible())) return 0;
  const [, shown, total] = /^([\d,]+) (?:of ([\d,]+) )?/.exec((await line.textContent())!)!;
  return num(total ?? shown);
}

/** The workers list opened with its filter shown checked, and its count line. */
async function checkedListCount(page: Page, filter: string) {
  await expect(page.getByRole('checkbox', { name: filter })).toBeChecked();
  return listCount(page);
}

test("Today: each widget's link opens its list, whose total is the widget's figure", async ({ page, signIn }) => {
  test.setTimeout(180_000);
  await signIn('admin', '/');
  const widgets = page.locator('[data-today]');
  await expect(widgets.first()).toBeVisible();
  // Every card's call has answered (no loader left), then the widgets as the page shows them.
  await expect(page.getByRole('main').locator('article[data-widget] .mantine-Loader-root')).toHaveCount(0);
  const shown = await widgets.evaluateAll((els) =>
    els.map((el) => ({
      key: el.getAttribute('data-today')!,
      count: Number(el.querySelector('[data-count]')!.getAttribute('data-count')),
      href: el.querySelector('a')!.getAttribute('href')!,
    })),
  );
  expect(shown.map((w) => w.key).sort()).toEqual(Object.keys(LIST_FIGURE).sort());
  for (const w of shown) {
    await page.goto('/');
    await page.locator(`[data-today="${w.key}"] a`).first().click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === w.href);
    // The list's figure, read again until its calls have all answered (a badge comes after its row).
    await expect
      .poll(async () => ({ key: w.key, count: await LIST_FIGURE[w.key](page) }), { timeout: 15_000 })
      .toEqual({ key: w.key, count: w.count });
  }
});
