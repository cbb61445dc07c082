import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { TOKEN_KEY, expect, test } from '../support/fixtures';
import { readFileSync } from 'node:fs';
import { totpAfter } from '../support/accounts';
import { tokensFile } from '../support/global-setup';
import { apiUrl, portalUrl } from '../support/portal';

/** The session token of the signed-in tab, for the API checks. */
const tokenOf = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), TOKEN_KEY) as Promise<string>;

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`${apiUrl}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** axe-core, WCAG 2.1 A and AA, with the portal's one accepted rule (zooming disabled) left out. */
async function expectNoAxeViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  // The toasts of the last action (the shared kit's notifications) close by themselves first.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'meta-viewport': { enabled: false } },
    })
    .analyze();
  expect
    .soft(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')} — ${v.help}`))
    .toEqual([]);
}

interface ClientRow {
  clientId: number;
  businessCode: string;
}
interface ClientDetail extends ClientRow {
  contacts: { name: string; email: string | null; isBillingContact: boolean }[];
  invoices: { invoiceNumber: string; remaining: number; businessUnit: unknown }[];
}

test('a CLIENTS user filters and pages the list, opens a client, edits a contact, sets a PO number, credits, sends, closes and reactivates', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn('clients', '/clients');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  const table = main.getByRole('table', { name: 'Clients' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // add a client: the small seed has 200, one more makes a second page of "All"
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await main.getByRole('button', { name: 'Add client' }).click();
  const add = page.getByRole('dialog', { name: 'Add client' });
  await add.getByRole('textbox', { name: /Business code/ }).fill(code);
  await add.getByRole('textbox', { name: /^Name/ }).fill('Playwright Livraisons');
  await add.getByRole('button', { name: 'Create client' }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: `${code} · Playwright Livraisons` }),
  ).toBeVisible();
  await main.getByRole('link', { name: '← All clients' }).click();

  // status "All", then page 2
  await main.getByRole('radiogroup').getByText('All', { exact: true }).click();
  await expect(page).toHaveURL(/status=all/);
  await main.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // a filter: the first agency
  await main.getByLabel('Agency', { exact: true }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/agencies=\d+/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(main.getByText(/^\d+ clients match$/)).toBeVisible();

  // a client with a billing contact that has an email and an invoice with something due
  const token = await tokenOf(page);
  const firstPage = await apiGet<{ items: ClientRow[] }>(request, token, 'clients/getClients?pageSize=40');
  let target: ClientDetail | undefined;
  for (const c of firstPage.items) {
    const d = await apiGet<ClientDetail>(request, token, `clients/${c.clientId}`);
    if (
      d.contacts.some((x) => x.isBillingContact && x.email) &&
      d.invoices.some((i) => i.remaining > 100 && i.businessUnit)
    ) {
      target = d;
      break;
    }
  }
  expect(target, 'a seeded client with a billing email and an open invoice').toBeDefined();
  const client = target!;
  await main.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/agencies=/);
  await main.getByRole('searchbox', { name: 'Search' }).fill(client.businessCode);
  await expect(page).toHaveURL(new RegExp(`q=${client.businessCode}`));
  await table.getByRole('link', { name: client.businessCode }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.clientId}$`));
  await expect(
    main.getByRole('heading', { level: 1, name: new RegExp(`^${client.businessCode} · `) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // edit a contact: put it in copy of invoices
  await main.getByRole('tab', { name: /Contacts/ }).click();
  const contact = client.contacts[0];
  await main.getByRole('button', { name: `Edit ${contact.name}` }).click();
  const contactForm = page.getByRole('form', { name: `Edit contact ${contact.name}` });
  await contactForm.getByRole('textbox', { name: 'Position' }).fill('Comptabilité E2E');
  await contactForm.getByRole('checkbox', { name: /In copy of invoices/ }).click();
  await contactForm.getByRole('button', { name: 'Save contact' }).click();
  // Who gets the invoices changes: the server asks for a fresh code (step-up), as finance does.
  const prompt = page.getByRole('dialog', { name: 'Confirm with your authenticator app' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('textbox', { name: 'Authenticator code' }).fill(await totpAfter(Date.now()));
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt).toBeHidden();
  await expect(contactForm).toBeHidden();
  await expect(main.getByRole('table', { name: 'Contacts' })).toContainText('Comptabilité E2E');

  // invoices: PO number in place, credit note, send
  await main.getByRole('tab', { name: /Invoices/ }).click();
  const invoice = client.invoices.find((i) => i.remaining > 100 && i.businessUnit)!;
  const row = main.getByTestId(`invoice-${invoice.invoiceNumber}`);
  await row.getByRole('button', { name: `Edit the PO number of ${invoice.invoiceNumber}` }).click();
  await row.getByRole('textbox', { name: `PO number of ${invoice.invoiceNumber}` }).fill('PO-E2E-42');
  await row.getByRole('textbox', { name: `PO number of ${invoice.invoiceNumber}` }).press('Enter');
  await expect(row).toContainText('PO-E2E-42');

  // A credit note is requested here; FINANCE decides it (the next test approves one).
  await row.getByRole('button', { name: `Request a credit note against ${invoice.invoiceNumber}` }).click();
  const credit = page.getByRole('form', { name: `Request a credit note against ${invoice.invoiceNumber}` });
  await expect(credit.getByTestId('credit-remaining')).toContainText('€');
  await credit.getByRole('textbox', { name: /Amount/ }).fill('1.00');
  await credit.getByRole('textbox', { name: /Comment/ }).fill('Geste commercial E2E');
  await credit.getByRole('button', { name: 'Request a credit note' }).click();
  await expect(credit).toBeHidden();
  await expect(page.getByText('Request sent to finance for approval')).toBeVisible();

  await row.getByRole('button', { name: `Send ${invoice.invoiceNumber}` }).click();
  const send = page.getByRole('dialog', { name: `Send ${invoice.invoiceNumber}` });
  const billing = client.contacts.find((c) => c.isBillingContact)!;
  await expect(send.getByTestId('send-recipients')).toContainText(`To: ${billing.email}`);
  await send.getByRole('button', { name: 'Send invoice' }).click();
  await expect(send).toBeHidden();
  // Sent; past its due date with something due, the list says "overdue" instead.
  await expect(row.getByText(/^(sent|overdue)$/)).toBeVisible();

  // close, then reactivate (comment and confirmation each time)
  await main.getByRole('button', { name: 'Close account' }).click();
  const closing = page.getByRole('dialog');
  await closing.getByRole('textbox', { name: /Comment/ }).fill('Fin de contrat E2E');
  await closing.getByRole('button', { name: 'Close account' }).click();
  await closing.getByRole('button', { name: 'Yes, close the account' }).click();
  await expect(main.getByTestId('client-status')).toHaveText('Closed');
  await main.getByRole('button', { name: 'Reactivate account' }).click();
  const reopening = page.getByRole('dialog');
  await reopening.getByRole('textbox', { name: /Comment/ }).fill('Reprise E2E');
  await reopening.getByRole('button', { name: 'Reactivate account' }).click();
  await reopening.getByRole('button', { name: 'Yes, reactivate' }).click();
  await expect(main.getByTestId('client-status')).toHaveText('Active');
  await main.getByRole('tab', { name: /Comments and timeline/ }).click();
  await expect(main.getByText('Account reactivated: Reprise E2E')).toBeVisible();
  await expect(main.getByText('Account closed: Fin de contrat E2E')).toBeVisible();
});

test('a CLIENTS user requests a credit note; a FINANCE user approves it with a fresh code, which makes the credit note', async ({
  page,
  browser,
  request,
  signIn,
}) => {
  test.setTimeout(150_000);
  // An open invoice of a client, found as a CLIENTS user.
  await signIn('clients', '/clients');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  const token = await tokenOf(page);
  const list = await apiGet<{ items: ClientRow[] }>(request, token, 'clients/getClients?pageSize=40');
  let client: ClientDetail | undefined;
  for (const c of list.items.slice().reverse()) {
    const d = await apiGet<ClientDetail>(request, token, `clients/${c.clientId}`);
    if (d.invoices.some((i) => i.remaining > 500 && i.businessUnit)) {
      client = d;
      break;
    }
  }
  expect(client, 'a seeded client with an open invoice').toBeDefined();
  const invoice = client!.invoices.find((i) => i.remaining > 500 && i.businessUnit)!;

  await page.goto(`/clients/${client!.clientId}`);
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: /Invoices/ }).click();
  const row = main.getByTestId(`invoice-${invoice.invoiceNumber}`);
  await row.getByRole('button', { name: `Request a credit note against ${invoice.invoiceNumber}` }).click();
  const form = page.getByRole('form', { name: `Request a credit note against ${invoice.invoiceNumber}` });
  await form.getByRole('textbox', { name: /Amount/ }).fill('2.50');
  await form.getByRole('textbox', { name: /Comment/ }).fill('Colis abîmé E2E');
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/clients/createInvoiceCredit'));
  await form.getByRole('button', { name: 'Request a credit note' }).click();
  const { data } = (await (await asked).json()) as { data: { requestId: number; status: string } };
  expect(data.status).toBe('pending');
  await expect(page.getByText('Request sent to finance for approval')).toBeVisible();
  await expect(row.getByTestId(`credit-requested-${invoice.invoiceNumber}`)).toContainText(
    '€2.50 requested, waiting for finance',
  );
  // Nothing credited yet.
  const after = await apiGet<ClientDetail>(request, token, `clients/${client!.clientId}`);
  expect(after.invoices.find((i) => i.invoiceNumber === invoice.invoiceNumber)!.remaining).toBe(
    invoice.remaining,
  );

  // A FINANCE user, in a browser of their own, approves it on the recovery page.
  const tokens = JSON.parse(readFileSync(tokensFile, 'utf8')) as Record<string, string>;
  const financeContext = await browser.newContext({ baseURL: portalUrl });
  const finance = await financeContext.newPage();
  await finance.addInitScript(
    ([key, value]) => window.sessionStorage.setItem(key, value),
    [TOKEN_KEY, tokens.finance],
  );
  await finance.goto('/finance/recovery');
  const pending = finance.getByRole('table', { name: 'Credit note requests waiting for a decision' });
  const requestRow = pending.getByTestId(`credit-request-${data.requestId}`);
  await expect(requestRow).toContainText('Colis abîmé E2E');
  await expect(requestRow).toContainText('Clients Demo');
  await requestRow.getByRole('button', { name: /^Approve request/ }).click();
  const confirm = finance.getByRole('dialog', {
    name: `Approve a credit note of €2.50 against ${invoice.invoiceNumber}?`,
  });
  await confirm.getByRole('button', { name: 'Approve and issue the credit note' }).click();
  // The server asks for a fresh code. A code works once: if another test's step-up of this
  // account took the next period's code already, the one of the period after it is typed.
  const prompt = finance.getByRole('dialog', { name: 'Confirm with your authenticator app' });
  const typeCode = async () => {
    await prompt.getByRole('textbox', { name: 'Authenticator code' }).fill(await totpAfter(Date.now()));
    await prompt.getByRole('button', { name: 'Confirm' }).click();
  };
  await expect(prompt).toBeVisible();
  await typeCode();
  try {
    await expect(prompt).toBeHidden({ timeout: 5_000 });
  } catch {
    await finance.waitForTimeout(30_000);
    await typeCode();
  }
  await expect(prompt).toBeHidden();
  await expect(requestRow).toBeHidden();
  const decided = await apiGet<{
    rows: { requestId: number; status: string; decidedBy: string; creditNoteNumber: string | null }[];
  }>(
    request,
    tokens.finance,
    `finance/creditRequests/getCreditRequests?status=approved&clientId=${client!.clientId}`,
  );
  const approved = decided.rows.find((r) => r.requestId === data.requestId)!;
  expect(approved).toMatchObject({ status: 'approved', decidedBy: 'Finance Demo' });
  expect(approved.creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
  await financeContext.close();

  // The approval made the credit note; nothing waits for finance any more on that invoice.
  const credited = await apiGet<ClientDetail>(request, token, `clients/${client!.clientId}`);
  expect(credited.invoices.find((i) => i.invoiceNumber === invoice.invoiceNumber)!.remaining).toBe(
    invoice.remaining - 250,
  );
  await page.reload();
  await main.getByRole('tab', { name: /Invoices/ }).click();
  await expect(row).toBeVisible();
  await expect(row.getByTestId(`credit-requested-${invoice.invoiceNumber}`)).toHaveCount(0);
});

test('a CFRUSERS user adds a cfr user, edits its rooms, resets its password and makes it inactive', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn('cfrusers', '/users/cfr');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Client-side users' })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Users' })).toBeVisible();

  // a client that has chat rooms, found through one of its users
  const token = await tokenOf(page);
  const users = await apiGet<{ items: { userCFrId: number }[] }>(
    request,
    token,
    'users/cfr/getUsers?pageSize=100',
  );
  let withRooms:
    { client: { businessCode: string }; clientRooms: { id: number; name: string }[] } | undefined;
  for (const u of users.items) {
    const d = await apiGet<NonNullable<typeof withRooms>>(request, token, `users/cfr/${u.userCFrId}`);
    if (d.clientRooms.length > 0) {
      withRooms = d;
      break;
    }
  }
  expect(withRooms, 'a client with rooms').toBeDefined();
  const { client, clientRooms } = withRooms!;

  const email = `e2e.${Date.now().toString(36)}@client.example`;
  await main.getByRole('button', { name: 'Add user' }).click();
  const add = page.getByRole('dialog', { name: 'Add client-side user' });
  await add.getByRole('textbox', { name: /Email/ }).fill(email);
  await add.getByRole('textbox', { name: /First name/ }).fill('Eve');
  await add.getByRole('textbox', { name: /Last name/ }).fill('Playwright');
  await add.getByLabel(/^Client/).fill(client.businessCode);
  await page.getByRole('option', { name: new RegExp(`^${client.businessCode} · `) }).click();
  await add.getByRole('button', { name: 'Add user' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Eve Playwright' })).toBeVisible();
  await expectNoAxeViolations(page);

  // rooms: the page is read-only until "Edit"
  await main.getByRole('button', { name: 'Edit' }).click();
  await main.getByLabel('Chat rooms').click();
  await page.getByRole('option', { name: clientRooms[0].name }).click();
  await page.keyboard.press('Escape');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${email} is saved`)).toBeVisible();
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: 'Eve Playwright' })).toBeVisible();
  await expect(main.getByText(clientRooms[0].name, { exact: true })).toBeVisible();

  // reset password: confirmed, then "mail sent"
  await main.getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send the link' }).click();
  await expect(
    main.getByText(`A single-use link to choose a new password was mailed to ${email}`),
  ).toBeVisible();

  // make inactive: confirmed
  await main.getByRole('button', { name: 'Make inactive' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make inactive' }).click();
  await expect(main.getByTestId('cfr-user-status')).toHaveText('Inactive');
});

test("the global search's invoice link opens the client by code on its invoices tab, the invoice marked", async ({
  page,
  request,
  signIn,
}) => {
  await signIn('clients', '/clients');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  const token = await tokenOf(page);
  const list = await apiGet<{ items: ClientRow[] }>(request, token, 'clients/getClients?pageSize=40');
  let client: ClientDetail | undefined;
  for (const c of list.items) {
    const d = await apiGet<ClientDetail>(request, token, `clients/${c.clientId}`);
    if (d.invoices.length > 1) {
      client = d;
      break;
    }
  }
  expect(client, 'a seeded client with invoices').toBeDefined();
  const invoice = client!.invoices.at(-1)!;
  // The href format of the search's invoice hits (api/src/repositories/search/terms.ts).
  await page.goto(`/clients/${client!.businessCode}?tab=invoices&invoice=${invoice.invoiceNumber}`);
  await expect(page).toHaveURL(
    new RegExp(`/clients/${client!.clientId}\\?tab=invoices&invoice=${invoice.invoiceNumber}$`),
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: /Invoices/ })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByTestId(`invoice-${invoice.invoiceNumber}`)).toHaveAttribute('aria-current', 'true');
  await expect(main.getByTestId(`invoice-${invoice.invoiceNumber}`)).toBeInViewport();
  // Another tab drops the invoice from the address.
  await main.getByRole('tab', { name: /Contacts/ }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client!.clientId}\\?tab=contacts$`));
});

test('users without the roles get "Not allowed" on the pages and 403 from the API', async ({
  page,
  request,
  signIn,
}) => {
  await signIn('workers', '/clients');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  let token = await tokenOf(page);
  const clients = await request.get(`${apiUrl}/clients/getClients`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(clients.status()).toBe(403);
  const detail = await request.get(`${apiUrl}/clients/1`, { headers: { authorization: `Bearer ${token}` } });
  expect(detail.status()).toBe(403);

  await signIn('clients', '/users/cfr');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  token = await tokenOf(page);
  const cfr = await request.get(`${apiUrl}/users/cfr/getUsers`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(cfr.status()).toBe(403);
  expect(((await cfr.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
});

test('a page of 200 clients is on screen quickly after its answer arrives', async ({ page, signIn }) => {
  const items = Array.from({ length: 200 }, (_, i) => ({
    clientId: 900_000 + i,
    businessCode: `BIG${String(i + 1).padStart(4, '0')}`,
    name: `Big client ${String(i + 1).padStart(4, '0')}`,
    city: 'Paris',
    clientGroup: { id: 1, name: 'Group' },
    clientGroup2: null,
    agency: { id: 1, name: 'Agency' },
    salesAgent: { id: 1, name: 'Agent' },
    paymentMethod: { id: 1, name: 'Transfer' },
    activityStatus: 'active',
    closedAt: null,
    email: null,
    phone: null,
  }));
  // Answered after a pause, so the page is idle when the rows arrive (what is measured).
  await page.route('**/api/clients/getClients**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const data = { items, total: 20_000, page: 1, pageSize: 200 };
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data }) });
  });
  // From the answer's arrival (its XHR load) to the rows painted: the mark the list page sets
  // from the first animation frame after it committed the rows (as e2e/bench/clients.ts reads).
  await page.addInitScript(() => {
    const w = window as unknown as { __loadedAt?: number };
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
      if (String(args[1]).includes('clients/getClients'))
        this.addEventListener('load', () => {
          w.__loadedAt = performance.now();
        });
      return open.apply(this, args);
    } as typeof open;
  });
  await signIn('clients', '/clients');
  await page.getByRole('main').getByText('20,000 clients match').waitFor();
  await expect(page.getByRole('main').getByRole('link', { name: 'BIG0001' })).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('clients:rows-painted').length > 0);
  const { committed, painted, rows } = await page.evaluate(() => {
    const w = window as unknown as { __loadedAt: number };
    const c = performance.getEntriesByName('clients:rows-committed')[0] as PerformanceMark;
    const p = performance.getEntriesByName('clients:rows-painted')[0] as PerformanceMark;
    return {
      committed: c.startTime - w.__loadedAt,
      painted: p.startTime - w.__loadedAt,
      rows: (p.detail as { rows: number }).rows,
    };
  });
  expect(rows).toBe(200);
  console.log(
    `200 clients in the DOM ${committed.toFixed(0)} ms, painted ${painted.toFixed(0)} ms after the answer (target 100 ms)`,
  );
  await test.info().attach('render-ms', { body: JSON.stringify({ committed, painted }) });
  // A loose bound on the commit here (2 shared cores under test load, the other areas'
  // code prefetched meanwhile); the figures are the measure (pnpm bench web clients).
  expect(committed).toBeLessThan(1000);
});
