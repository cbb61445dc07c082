import { expect, test } from '../support/fixtures';

// How fast the rows show after their answer is measured by `pnpm bench web clients`, not asserted here.
test('a page of 200 clients commits every row, each code a link to its client', async ({ page, signIn }) => {
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
  await page.route('**/api/clients/getClients**', async (route) => {
    const data = { items, total: 20_000, page: 1, pageSize: 200 };
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data }) });
  });
  await signIn('clients', '/clients');
  const main = page.getByRole('main');
  await main.getByText('20,000 clients match').waitFor();
  // The page's own mark once the rows are painted says how many it committed.
  await page.waitForFunction(() => performance.getEntriesByName('clients:rows-painted').length > 0);
  const rows = await page.evaluate(
    () => (performance.getEntriesByName('clients:rows-painted')[0] as PerformanceMark).detail as { rows: number },
  );
  expect(rows.rows).toBe(200);
  await expect(main.getByRole('link', { name: 'BIG0001' })).toHaveAttribute('href', '/clients/900000');
});
