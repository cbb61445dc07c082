import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { totpAfter } from '../support/accounts';

/** axe-core, WCAG 2.1 A and AA, with the portal's one accepted rule (zooming disabled) left out. */
async function expectNoAxeViolations(page: Page) {
  await page.waitForLoadState('networkidle');
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

// The API's own readers of PDFs and zips (the e2e package does not carry them twice).
const apiRequire = createRequire(new URL('../../api/package.json', import.meta.url));

/** A PDF's text as a reader extracts it (pdfjs-dist), its non-breaking spaces as spaces. */
async function pdfText(bytes: Buffer): Promise<string> {
  const url = pathToFileURL(join(dirname(apiRequire.resolve('pdfjs-dist/package.json')), 'legacy/build/pdf.mjs')).href;
  type TextItem = { str?: string };
  type PdfJs = {
    getDocument(o: object): {
      promise: Promise<{ numPages: number; getPage(n: number): Promise<{ getTextContent(): Promise<{ items: TextItem[] }> }> }>;
    };
  };
  const { getDocument } = (await import(url)) as PdfJs;
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let p = 1; p <= doc.numPages; p++)
    pages.push((await (await doc.getPage(p)).getTextContent()).items.map((i) => i.str ?? '').join(' '));
  return pages.join('\n').replace(/[\u00a0\u202f]/g, ' ');
}

/** The month the demo data can bill: its shifts start three weeks before today, so this month's. */
const thisMonth = () => new Date().toISOString().slice(0, 7);
/** That month as the portal writes months in English ("December 2026"). */
const thisMonthName = () =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());

test('a FINANCE user changes the seller identity, previews a month, issues its invoices, sends them and opens a PDF', async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000);
  const month = thisMonth();
  // Invoicing is a tab of the Finance area (the navbar's one Finance link leads to recovery).
  await signIn('finance', '/finance/recovery');
  const main = page.getByRole('main');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Invoicing' })).toHaveCount(0);
  const areaTabs = main.getByRole('tablist', { name: 'Finance' });
  await expect(areaTabs.getByRole('tab', { name: 'Recovery' })).toHaveAttribute('aria-selected', 'true');
  await areaTabs.getByRole('tab', { name: 'Invoicing' }).click();
  await expect(page).toHaveURL(/\/finance\/billing/);
  await expect(main.getByRole('heading', { level: 1, name: 'Invoicing run' })).toBeVisible();
  await expect(areaTabs.getByRole('tab', { name: 'Invoicing' })).toHaveAttribute('aria-selected', 'true');
  // the month from the list written as the portal writes months (not the browser's month field)
  await main.locator('input').and(main.getByLabel('Month', { exact: true })).click();
  await page.getByRole('option', { name: thisMonthName() }).click();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));

  // the seller identity: complete in the demo (issuing needs it), changed after a fresh code
  const prompt = page.getByRole('dialog', { name: 'Confirm with your authenticator app' });
  let codeAt = Date.now() - 30_000;
  await expect(main.getByTestId('seller-issue-alert')).toBeHidden();
  await main.getByRole('tab', { name: 'Seller identity' }).click();
  const seller = main.getByRole('region', { name: 'Seller identity' });
  await expect(seller.getByTestId('seller-summary')).toContainText('SIREN / SIRET');
  await seller.getByRole('button', { name: 'Edit the seller identity' }).click();
  const phone = `+33 1 ${String(Date.now() % 100).padStart(2, '0')} 45 67 89`;
  await seller.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await expectNoAxeViolations(page);
  await seller.getByRole('button', { name: 'Save the seller identity' }).click();
  const summary = seller.getByTestId('seller-summary');
  await expect(prompt.or(summary)).toBeVisible();
  if (await prompt.isVisible()) {
    codeAt = Date.now();
    await prompt.getByRole('textbox', { name: 'Authenticator code' }).fill(await totpAfter(codeAt));
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(prompt).toBeHidden();
  }
  await expect(summary).toContainText(phone);
  await expect(page).toHaveURL(/tab=seller/);
  await main.getByRole('tab', { name: 'Invoicing run' }).click();

  // preview: clients with their draft invoices, a client's lines
  const preview = main.getByRole('table', { name: 'Draft invoices' });
  await expect(preview.getByRole('row').nth(1)).toBeVisible();
  const clients = Number(await main.getByTestId('total-clients').textContent());
  expect(clients).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await preview
    .getByRole('button', { name: /^Lines of / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table', { name: 'Draft lines' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // issue, confirmed, with its progress until done
  await main.getByRole('button', { name: 'Issue invoices' }).click();
  const confirm = page.getByRole('dialog', { name: /Issue the invoices of/ });
  await confirm.getByRole('button', { name: /^Issue \d+ invoices?$/ }).click();
  // The server asks for a fresh code (step-up; the API tests prove a session without one is
  // refused): the code of the next period, never used yet. The demo session is shared with the
  // recovery journey, whose step-up lasts five minutes: then the run starts at once.
  const progress = main.getByTestId('run-progress');
  await expect(prompt.or(progress)).toBeVisible();
  if (await prompt.isVisible()) {
    codeAt = Date.now();
    await prompt.getByRole('textbox', { name: 'Authenticator code' }).fill(await totpAfter(codeAt));
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(prompt).toBeHidden();
  }
  await expect(progress).toBeVisible();
  await expect(main.getByText(new RegExp(`Issued: ${clients} invoices`))).toBeVisible({ timeout: 120_000 });
  // nothing left to invoice but the clients without a price list
  await expect(main.getByTestId('total-clients')).toHaveText('0');

  // the issued invoices; send the unsent ones
  const invoices = main.getByRole('table', { name: 'Issued invoices' });
  await expect(invoices.getByRole('row').nth(1)).toBeVisible();
  await main.getByRole('button', { name: /^Send \d+ unsent$/ }).click();
  // The list first: every unsent invoice, ticked unless it cannot be sent; one is left out.
  const sending = page.getByRole('dialog', { name: 'Invoices to send' });
  const ticked = sending.getByRole('checkbox', { name: /^INV-/, checked: true });
  // The dialog reads every unsent invoice of the month before listing them: wait for the list.
  await expect(ticked.first()).toBeVisible();
  const chosen = await ticked.count();
  expect(chosen).toBeGreaterThan(0);
  if (chosen > 1) await ticked.last().uncheck();
  const sendCount = chosen > 1 ? chosen - 1 : chosen;
  await sending.getByRole('button', { name: new RegExp(`^Send ${sendCount} invoices?$`) }).click();
  // Sending needs a step-up too; the one of the issue lasts five minutes, so the prompt comes
  // back only on a run slower than that.
  const report = sending.getByText(/^Sent: \d+ · Left out: \d+ · Failed or not sent: \d+$/);
  await expect(prompt.or(report)).toBeVisible({ timeout: 60_000 });
  if (await prompt.isVisible()) {
    await prompt.getByRole('textbox', { name: 'Authenticator code' }).fill(await totpAfter(codeAt + 30_000));
    await prompt.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(report).toBeVisible({ timeout: 60_000 });
  await expect(report).toContainText(`Sent: ${sendCount} `);
  await sending.getByRole('button', { name: 'Close' }).last().click();
  await expect(sending).toBeHidden();
  await expect(invoices.getByText('sent').first()).toBeVisible();
  // the one left out is still to send
  if (chosen > 1) await expect(main.getByRole('button', { name: /^Send \d+ unsent$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // open the first invoice's PDF
  const first = invoices.getByRole('button', { name: /^Open the PDF of INV-/ }).first();
  const number = ((await first.textContent()) ?? '').trim();
  const [download] = await Promise.all([page.waitForEvent('download'), first.click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // a French client's PDF carries the French mentions (the demo's clients are French by default)
  let french = '';
  const opens = invoices.getByRole('button', { name: /^Open the PDF of INV-/ });
  for (let i = 0; i < Math.min(5, await opens.count()) && !french; i++) {
    const [pdf] = await Promise.all([page.waitForEvent('download'), opens.nth(i).click()]);
    const text = await pdfText(await readFile((await pdf.path())!));
    if (text.includes('Facture INV-')) french = text;
  }
  expect(french).toContain("Pas d'escompte pour paiement anticipé");
  expect(french).toContain('Indemnité forfaitaire pour frais de recouvrement');
  expect(french).toContain('Pénalités de retard');
  expect(french).toMatch(/SIRET \d{3} \d{3} \d{3} \d{5}/);

  // the accountant's archive of the month the invoices were issued in
  await main.getByRole('tab', { name: "Accountant's archive" }).click();
  const [archive] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: /^Download the archive of / }).click(),
  ]);
  expect(archive.suggestedFilename()).toBe(`factur-x-${thisMonth()}.zip`);
  const { unzipSync } = apiRequire('fflate') as { unzipSync(data: Uint8Array): Record<string, Uint8Array> };
  const files = unzipSync(new Uint8Array(await readFile((await archive.path())!)));
  expect(Object.keys(files)).toContain('index.csv');
  expect(Object.keys(files)).toContain(`factures/${number}.pdf`);
  expect(new TextDecoder().decode(files['index.csv'])).toContain(`facture;${number};`);
});
