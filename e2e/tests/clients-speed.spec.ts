import { expect, test } from '../support/fixtures';

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
