import { TOKEN_KEY, expect, test } from '../support/fixtures';
import { readFileSync } from 'node:fs';
import { totpAfter } from '../support/accounts';
import { tokensFile } from '../support/global-setup';
import { portalUrl } from '../support/portal';
import { tokenOf, apiGet, expectNoAxeViolations, ClientRow, ClientDetail } from '../support/clientsHelpers';

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
