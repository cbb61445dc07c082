// `pnpm bench web clients`: a page of 200 clients on screen after its answer (target
// <= 100 ms), in a real browser through the portal as served (shell + mfe-clients builds).
//
// Method: the portal runs on its demo data (exactly 200 clients, so `/clients?status=all` is one
// full page of 200 from the real API). Each run opens a fresh signed-in context on that page.
// - The answer's arrival: the `load` event of the XMLHttpRequest of clients/getClients (axios'
//   transport), read with performance.now() by an init script.
// - The rows committed: the `clients:rows-committed` performance mark the list page sets in an
//   effect once React has put the answer's rows in the DOM.
// - The rows painted: the `clients:rows-painted` mark, set by a task queued from the next
//   animation frame after that commit, so it runs once that frame is on screen.
// Cold: BENCH_RUNS fresh pages (8), the first answer of each (the area's code just loaded).
// Warm: in one open page, each of nine searches that match all 200 clients (c, cl, cl0, l0...;
// every business code is CL000001 to CL000200) brings a new answer of 200 rows, as staff get
// it once the page is open. Each run's figures are printed, then min / median / max.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiSignIn } from '../support/accounts';
import { chromiumLaunchOptions } from '../support/chromium';
import { TOKEN_KEY } from '../support/fixtures';
import { assertPortsFree, portalUrl, root, startPortal, stopPortal } from '../support/portal';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- plain ESM helper shared with `npm start`
import { buildApps, missingBuilds } from '../../scripts/portal.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const TARGET_MS = 100;
const COMMITTED = 'clients:rows-committed';
const PAINTED = 'clients:rows-painted';

interface Run {
  committed: number;
  painted: number;
  rows: number;
}

/** Figures of the last answer and the marks after it, read in the page. */
function readRun(page: Page): Promise<Run> {
  return page.evaluate(
    ([committed, painted]) => {
      // No named functions in here: the bundler's name helper does not exist in the page.
      const w = window as unknown as { __clientsAnswerAt: number };
      const c = performance.getEntriesByName(committed)[0] as PerformanceMark;
      const p = performance.getEntriesByName(painted)[0] as PerformanceMark;
      return {
        committed: c.startTime - w.__clientsAnswerAt,
        painted: p.startTime - w.__clientsAnswerAt,
        rows: (p.detail as { rows: number }).rows,
      };
    },
    [COMMITTED, PAINTED],
  );
}

const painted = (page: Page) =>
  page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, PAINTED, { timeout: 60_000 });

async function openList(browser: Browser, token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(([k, v]) => sessionStorage.setItem(k, v), [TOKEN_KEY, token]);
  await page.addInitScript(() => {
    const w = window as unknown as { __clientsAnswerAt?: number };
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
      if (String(args[1]).includes('clients/getClients'))
        this.addEventListener('load', () => {
          w.__clientsAnswerAt = performance.now();
        });
      return open.apply(this, args);
    } as typeof open;
  });
  await page.goto(`${portalUrl}/clients?status=all`);
  await painted(page);
  await page.getByRole('main').getByText('200 clients shown').waitFor();
  return { context, page };
}

async function coldRun(browser: Browser, token: string): Promise<Run> {
  const { context, page } = await openList(browser, token);
  try {
    return await readRun(page);
  } finally {
    await context.close();
  }
}

/** Searches that each match all 200 demo clients (by business code), a new answer each. */
const TERMS = ['c', 'cl', 'cl0', 'cl00', 'cl000', 'l', 'l0', 'l00', 'l000'];

async function warmRuns(browser: Browser, token: string): Promise<Run[]> {
  const { context, page } = await openList(browser, token);
  try {
    const runs: Run[] = [];
    const search = page.getByRole('searchbox', { name: 'Search' });
    for (const term of TERMS) {
      await page.evaluate(() => performance.clearMarks());
      await search.fill(term);
      await search.press('Enter');
      await painted(page);
      runs.push(await readRun(page));
    }
    return runs;
  } finally {
    await context.close();
  }
}

async function main() {
  await assertPortsFree();
  const missing = missingBuilds();
  if (missing.length) buildApps(missing);
  await startPortal(join(root, 'data', 'bench-web-clients'));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const token = await apiSignIn('clients');
    await coldRun(browser, token); // warm-up: server and file caches
    const cold: Run[] = [];
    for (let i = 0; i < RUNS; i++) cold.push(await coldRun(browser, token));
    const warm = await warmRuns(browser, token);
    const ms = (v: number) => v.toFixed(1).padStart(7);
    const spread = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return { min: s[0], median: s[Math.floor(s.length / 2)], max: s[s.length - 1] };
    };
    const print = (title: string, runs: Run[]) => {
      console.log(`\n${title}`);
      console.log('run  rows  answer->committed  answer->painted (ms)');
      runs.forEach((r, i) =>
        console.log(
          `${String(i + 1).padStart(3)}  ${String(r.rows).padStart(4)}  ${ms(r.committed)}            ${ms(r.painted)}`,
        ),
      );
      const c = spread(runs.map((r) => r.committed));
      const p = spread(runs.map((r) => r.painted));
      console.log(`committed: min ${ms(c.min)}  median ${ms(c.median)}  max ${ms(c.max)}`);
      console.log(
        `painted:   min ${ms(p.min)}  median ${ms(p.median)}  max ${ms(p.max)}  (target <= ${TARGET_MS} ms: ${p.max <= TARGET_MS ? 'yes' : p.median <= TARGET_MS ? 'median yes, max NO' : 'NO'})`,
      );
    };
    print(
      `bench web clients, cold: /clients?status=all, ${RUNS} fresh signed-in pages (a warm-up page not counted)`,
      cold,
    );
    print(
      `bench web clients, warm: one open page, ${TERMS.length} searches each answered with 200 rows`,
      warm,
    );
    console.log(`\nload average of the machine: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  } finally {
    await browser.close();
    stopPortal();
  }
}

main().catch((e) => {
  console.error(e);
  stopPortal();
  process.exit(1);
});
