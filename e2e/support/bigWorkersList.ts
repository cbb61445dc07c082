import type { Page } from '@playwright/test';

/**
 * The /workers page with 2,000 workers: the list answer is replaced by a page of 2,000 rows,
 * sent after a pause so the page is idle when they arrive, and the time from the answer's
 * arrival to the count and first rows on screen is measured. Used by the browser test (a
 * loose bound) and by `pnpm bench web` (the figure against the 300 ms target).
 */
export async function prepareBigWorkersList(page: Page) {
  const rows = Array.from({ length: 2000 }, (_, i) => {
    const n = i + 1;
    return {
      id: 100_000 + n,
      shortCode: `BIG-${String(n).padStart(4, '0')}`,
      firstName: `Prénom${n}`,
      lastName: `Nom${String(n).padStart(4, '0')}`,
      team: { id: 1, name: 'Team' },
      agency: { id: 1, name: 'Agency' },
      company: { id: 1, name: 'Company' },
      activityStatus: 'active',
      phone: '06 00 00 00 00',
      email: `w${n}@example.com`,
      city: 'Paris',
      hiredOn: '2024-01-01',
      vehicle: n % 3 === 0 ? { id: n, shortCode: `VH-${n}`, plate: 'AA-000-AA' } : null,
      hasPhoto: false,
    };
  });
  // Answered after a pause, so that the page is idle when the data arrives (what is measured).
  await page.route('**/api/workers/getWorkers**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // One page holding all 2,000 (more than the API's largest page): the page must stay fast
    // and virtualized whatever the server sends.
    const data = { items: rows, total: rows.length, page: 1, pageSize: rows.length };
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data }) });
  });
  // Time from the answer's arrival (XHR load) to the count and the first rows on screen.
  await page.addInitScript(() => {
    const w = window as unknown as { __listLoadedAt?: number; __listShownAt?: number };
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
      if (String(args[1]).includes('workers/getWorkers'))
        this.addEventListener('load', () => {
          w.__listLoadedAt = performance.now();
        });
      return open.apply(this, args);
    } as typeof open;
    new MutationObserver(() => {
      if (w.__listShownAt === undefined && w.__listLoadedAt !== undefined && document.body.textContent?.includes('2000 workers shown') && document.body.textContent.includes('BIG-0001'))
        w.__listShownAt = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Milliseconds from the list answer's arrival to the rows on screen (after `prepareBigWorkersList` and opening /workers). */
export async function bigWorkersListRenderMs(page: Page): Promise<number> {
  await page.getByRole('main').getByText('2000 workers shown').waitFor();
  return page.evaluate(() => {
    const w = window as unknown as { __listLoadedAt: number; __listShownAt: number };
    return w.__listShownAt - w.__listLoadedAt;
  });
}
