import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { TOKEN_KEY, expect, test } from '../support/fixtures';
import { readFileSync } from 'node:fs';
import { totpAfter } from '../support/accounts';
import { tokensFile } from '../support/global-setup';
import { apiUrl } from '../support/portal';

/** The session token of the signed-in tab, for the API checks. */
const tokenOf = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), TOKEN_KEY) as Promise<string>;

/** axe-core, WCAG 2.1 A and AA, with the portal's one accepted rule (zooming disabled) left out. */
async function expectNoAxeViolations(page: Page) {
  await page.waitForLoadState('networkidle');
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

/**
 * Runs `act`, and when the call it makes (`path`) answers step_up_required, types a fresh code in
 * the prompt. The journeys share one pre-signed session of the account, whose step-up holds five
 * minutes: the server asks only when none is fresh.
 */
async function withStepUp(page: Page, path: string, act: () => Promise<void>) {
  const answered = page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST');
  await act();
  if ((await answered).status() !== 403) return;
  const prompt = page.getByRole('dialog', { name: 'Confirm with your authenticator app' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('textbox', { name: 'Authenticator code' }).fill(await totpAfter(Date.now()));
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt).toBeHidden();
}

test('a FINANCE user filters the summary, opens a client, adds a note and downloads the accounting report CSV', async ({
  page,
  signIn,
}) => {
  test.setTimeout(150_000);
  await signIn('finance', '/finance/recovery');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Finance recovery' })).toBeVisible();
  const table = main.getByRole('table', { name: 'Clients' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(main.getByRole('table', { name: 'Totals' })).toBeVisible();
  await expectNoAxeViolations(page);

  // filter: only clients with something overdue, in the address
  const onlyOverdue = main.getByRole('checkbox', { name: 'Only clients with overdue' });
  await onlyOverdue.click();
  await expect(page).toHaveURL(/onlyOverdue=true/);
  await expect(onlyOverdue).toBeChecked();
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // the export: the whole filtered set from the server, ';' by default, with a byte-order mark
  await main.getByRole('button', { name: 'Export CSV' }).click();
  const exporting = page.getByRole('dialog', { name: 'Export the list' });
  await expect(exporting.getByRole('radio', { name: /Semicolon/ })).toBeChecked();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    exporting.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^recovery-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await readFile((await csv.path())!, 'utf8');
  expect(exported.startsWith('\ufeff')).toBe(true);
  expect(exported.split('\r\n')[0]).toContain(';');
  await expect(exporting).toBeHidden();

  // open the first client: each row is a link to its recovery page
  const firstRow = table.getByRole('row').nth(1).getByRole('link').first();
  await expect(firstRow).toHaveAttribute('href', /^\/finance\/recovery\/\d+$/);
  await firstRow.click();
  await expect(page).toHaveURL(/\/finance\/recovery\/\d+$/);
  await expect(main.getByRole('heading', { level: 1, name: / · / })).toBeVisible();
  const openInvoices = main.getByRole('table', { name: 'Open invoices' });
  await expect(openInvoices).toBeVisible();
  // an invoice past its due date says so (not "Sent"); each opens its PDF
  await expect(openInvoices.getByText('Overdue', { exact: true }).first()).toBeVisible();
  await expect(openInvoices.getByRole('button', { name: /^Open the PDF of INV-/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // a dispute: marked with its reason, in the address's tab, then cleared
  await main.getByRole('tab', { name: 'Dispute' }).click();
  await expect(page).toHaveURL(/tab=dispute/);
  await main.getByRole('button', { name: 'Mark as disputing' }).click();
  await main.getByRole('button', { name: 'Save the dispute' }).click();
  await expect(main.getByText('A reason is required')).toBeVisible();
  await main.getByRole('textbox', { name: /Reason the client gives/ }).fill('Contests the hours (Playwright)');
  await main.getByRole('button', { name: 'Save the dispute' }).click();
  await expect(main.getByTestId('recovery-dispute')).toContainText('Contests the hours (Playwright)');
  await main.getByRole('button', { name: 'Clear the dispute' }).click();
  await expect(main.getByText(/does not dispute its debt/)).toBeVisible();

  // add a note
  const note = `Relance Playwright ${Date.now().toString(36)}`;
  await main.getByRole('tab', { name: /Notes/ }).click();
  const form = main.getByRole('form', { name: 'Add a note' });
  await form.getByRole('textbox', { name: 'New note' }).fill(note);
  await form.getByRole('button', { name: 'Add note' }).click();
  await expect(main.getByRole('list', { name: 'Notes' }).getByText(note)).toBeVisible();

  // the accounting report and its CSV
  await main.getByRole('tab', { name: 'Accounting report' }).click();
  await expect(main.getByRole('table', { name: 'Accounting report' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^accounting-[A-Z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
  expect(
    text.startsWith('Date,Kind,Reference,Invoice,Debit (cents),Credit (cents),Balance (cents)\r\n'),
  ).toBe(true);
  expect(text.split('\r\n').length).toBeGreaterThan(2);
});

test('a user without the FINANCE role gets "Not allowed" on the page and 403 from the API', async ({
  page,
  request,
  signIn,
}) => {
  await signIn('clients', '/finance/recovery');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  const token = await tokenOf(page);
  const summary = await request.get(`${apiUrl}/finance/recovery/getClientInvoiceSummary`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(summary.status()).toBe(403);
  expect(((await summary.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
  const detail = await request.get(`${apiUrl}/finance/recovery/1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(detail.status()).toBe(403);
});

test('a FINANCE user sends reminders after entering a fresh code, and the mail is in the outbox', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(150_000);
  await signIn('finance', '/finance/recovery');
  const main = page.getByRole('main');
  await expect(main.getByRole('table', { name: 'Clients' }).getByRole('row').nth(1)).toBeVisible();
  await expect(main.getByRole('img', { name: /^Overdue by age: 1–30 days €/ })).toBeVisible();

  await main.getByRole('button', { name: 'Send reminders' }).click();
  // The list first: the clients of the page's filters with reminders due, a disputing one (or
  // one without an address) unticked with its reason; one ticked client is left out.
  const preview = page.getByRole('dialog', { name: 'Reminders to send' });
  await expect(preview.getByText(/reminders due/).first()).toBeVisible();
  const ticked = preview.getByRole('checkbox', { name: / · /, checked: true });
  const chosen = await ticked.count();
  expect(chosen).toBeGreaterThan(0);
  if (chosen > 1) await ticked.last().uncheck();
  const sendCount = chosen > 1 ? chosen - 1 : chosen;
  // The first ticked client's name ("CL… · Name: 2 invoices, €1,234.56"): its mail's subject holds it.
  const label = await ticked.first().evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
  const name = /^\S+ · (.*): \d+ invoices?, /.exec(label.trim())?.[1];
  expect(name, `a client's name in "${label}"`).toBeTruthy();
  await withStepUp(page, '/finance/recovery/sendReminders', () =>
    preview.getByRole('button', { name: new RegExp(`^Send ${sendCount} mails?$`) }).click(),
  );
  const report = preview.getByText(/^Sent: \d+ · Left out: \d+ · Failed or not sent: \d+$/);
  await expect(report).toBeVisible({ timeout: 60_000 });
  await expect(report).toContainText(`Sent: ${sendCount} `);
  await preview.getByRole('button', { name: 'Close' }).last().click();
  await expect(preview).toBeHidden();
  // In the client's invoicing language: French (the default) or English.
  const subject = new RegExp(
    `^((Relance|Deuxième relance|Mise en demeure)\u00a0: factures impayées de |(First reminder|Second reminder|Formal notice): overdue invoices of )`,
  );

  // The outbox (SETTINGS) holds the mail.
  const settingsToken = (JSON.parse(readFileSync(tokensFile, 'utf8')) as Record<string, string>).settings;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${apiUrl}/outbox/getMails`, {
          headers: { authorization: `Bearer ${settingsToken}` },
          params: { search: name! },
        });
        const body = (await res.json()) as { data: { items: { subject: string }[] } };
        return body.data.items.some((m) => subject.test(m.subject) && m.subject.includes(name!));
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  // Lifting blocks in a batch: a client in recovery, ticked, lifted with a reason.
  const token = await tokenOf(page);
  const summary = await request.get(`${apiUrl}/finance/recovery/getClientInvoiceSummary`, {
    headers: { authorization: `Bearer ${token}` },
    params: { sort: 'overdue', order: 'desc', pageSize: '200' },
  });
  const rows = (
    (await summary.json()) as {
      data: {
        items: { clientId: number; businessCode: string; name: string; inRecoverySince: string | null }[];
      };
    }
  ).data.items;
  const blocked = rows.find((r) => r.inRecoverySince !== null);
  expect(blocked, 'a client in recovery in the demo data').toBeDefined();
  await page.goto(`/finance/recovery?q=${blocked!.businessCode}`);
  const list = main.getByRole('table', { name: 'Clients' });
  await expect(list.getByRole('row').filter({ hasText: blocked!.businessCode })).toContainText('In recovery');
  await list.getByRole('checkbox', { name: `Select ${blocked!.businessCode} ${blocked!.name}` }).check();
  await main.getByRole('button', { name: 'Lift 1 block' }).click();
  const lifting = page.getByRole('dialog', { name: 'Lift the recovery block of 1 client?' });
  await expect(lifting.getByTestId('lift-blocks-clients')).toContainText(blocked!.businessCode);
  await lifting.getByLabel(/Reason/).fill('Payment plan agreed (Playwright)');
  await withStepUp(page, '/finance/recovery/liftRecoveries', () =>
    lifting.getByRole('button', { name: 'Lift the blocks' }).click(),
  );
  await expect(lifting).toBeHidden();
  await expect(list.getByRole('row').filter({ hasText: blocked!.businessCode })).not.toContainText(
    'In recovery',
  );

  // Without a fresh step-up, the API refuses a send with step_up_required.
  const other = await request.post(`${apiUrl}/finance/recovery/sendReminders`, {
    headers: {
      authorization: `Bearer ${(JSON.parse(readFileSync(tokensFile, 'utf8')) as Record<string, string>).admin}`,
    },
    data: { send: true },
  });
  expect(other.status()).toBe(403);
  expect(((await other.json()) as { error: { code: string } }).error.code).toBe('step_up_required');
});

test('a FINANCE user opens the dunning settings from the recovery page and changes a French text with a fresh code', async ({
  page,
  signIn,
}) => {
  test.setTimeout(150_000);
  await signIn('finance', '/finance/recovery');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Dunning settings' }).click();
  await expect(page).toHaveURL(/\/finance\/recovery\/dunning$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Dunning settings' })).toBeVisible();
  const form = main.getByRole('form', { name: 'Dunning settings' });
  const text = form
    .getByRole('group', { name: 'First reminder' })
    .getByRole('textbox', { name: /Text of the first reminder mail in French/ });
  const original = await text.inputValue();
  expect(original).toContain('{invoices}');
  await expect(
    form.getByRole('group', { name: 'First reminder' }).getByRole('textbox', { name: /Text of the first reminder mail in English/ }),
  ).toHaveValue(/\{invoices\}/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('dunning.png'), fullPage: true });
  const line = `PW ${Date.now().toString(36)}`;
  await text.fill(`${original}\n${line}`);
  const saved = (p: Page) =>
    p.waitForResponse((r) => r.url().endsWith('/finance/recovery/updateSettings') && r.status() === 200);
  const first = saved(page);
  await withStepUp(page, '/finance/recovery/updateSettings', () =>
    form.getByRole('button', { name: 'Save' }).click(),
  );
  await first;
  await expect(form.getByRole('button', { name: 'Undo my changes' })).toBeDisabled();
  await page.reload();
  await expect(text).toHaveValue(`${original}\n${line}`);

  // Put the text back (the step-up holds a few minutes: no second prompt), for the reminders journey.
  await text.fill(original);
  const second = saved(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await second;
  await expect(form.getByRole('button', { name: 'Undo my changes' })).toBeDisabled();
  await page.reload();
  await expect(text).toHaveValue(original);
});
