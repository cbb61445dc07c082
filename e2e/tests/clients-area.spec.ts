import { expect, test } from '../support/fixtures';
import { totpAfter } from '../support/accounts';
import { apiUrl } from '../support/portal';
import { tokenOf, apiGet, expectNoAxeViolations, ClientRow, ClientDetail } from '../support/clientsHelpers';

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
