// `pnpm bench web pages`: how long staff wait for each page's data and for each search box's
// results, on the large seed, in Chromium through the portal as served (production builds).
// Targets (printed, never asserted): warm page data <= 300 ms, cold first page <= 1.5 s, search
// results <= 200 ms after the last key (the portal's search: <= 150 ms), Today <= 500 ms cold.
//
// Method (e2e/bench/lib/dataShown.ts): "shown" is the first frame from which the page has its
// title, no API call in flight and no loader, for 300 ms in a row; times are the page's clock.
// - cold: a fresh signed-in context opens the page (the document's navigation to shown);
// - warm: in one open page that has visited every page once, an in-portal navigation
//   (history.pushState, as a link does) to the page, from another page;
// - search: in that page, a term typed into the page's search box (40 ms pause between keys) or
//   the portal's Ctrl+K box (120 ms pause, a fast typist, then 40 ms), from the last key to its
//   answer shown, split into the wait before the call, the call and the rendering
//   (lib/apiTimes.ts);
// - Today after sign-in: a fresh tab signs in (password, code), from the code's submit to the
//   Today widgets shown (lib/todayAfterSignIn.ts), the code typed as soon as its step shows and
//   after CODE_STEP_MS on it (a person reading the code off a phone).
// BENCH_ROUNDS rounds (5) of each; every figure's min / median / max is printed, with the
// tab's JS heap and the API process's memory (lib/apiMemory.ts).
// The API runs on PGlite in data/bench-web-pages, or with DATABASE_URL=postgres://... on that
// PostgreSQL database (made if missing, seeded once, as production runs): lib/largeData.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { TOKEN_KEY } from '../support/fixtures';
import { PAGES, concretePath } from '../support/pages';
import { assertPortsFree, portalUrl, root, startPortal, stopPortal } from '../support/portal';
import { memory, serverPid } from './lib/apiMemory';
import { searchSplit, splitLine, type SearchSplit } from './lib/apiTimes';
import { countApiCalls, lastKeyAt, msUntilShown, pageNow, spread } from './lib/dataShown';
import { benchSignIn, todayAfterSignIn } from './lib/todayAfterSignIn';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- plain ESM helper shared with `npm start`
import { buildApps, missingBuilds, run } from '../../scripts/portal.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DATA = join(root, 'data', 'bench-web-pages');
/** Terms typed in the list pages' search boxes (each matches rows of the large seed). */
const LIST_TERM = 'mar';
/** Time on the code step for the second Today-after-sign-in figure. */
const CODE_STEP_MS = 3000;
/** Terms typed in the portal's search (a name, a code's start, digits of a phone). */
const PORTAL_TERMS = ['dupont', 'CL00', '0612'];
/**
 * Pause between keys (Playwright adds its own 10-30 ms per key): a fast typist (100 words a
 * minute: 120 ms) and a burst faster than people type (40 ms), which the portal's search
 * waits out (60 ms) before asking.
 */
const PORTAL_PACES_MS = [120, 40];

async function openContext(browser: Browser, token: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(([k, v]) => sessionStorage.setItem(k, v), [TOKEN_KEY, token]);
  await countApiCalls(context);
  return context;
}

async function cold(browser: Browser, token: string, path: string): Promise<number> {
  const context = await openContext(browser, token);
  try {
    const page = await context.newPage();
    await page.goto(`${portalUrl}${path}`);
    return await msUntilShown(page, 0);
  } finally {
    await context.close();
  }
}

/** An in-portal navigation, as the portal's links do it; returns its start on the page's clock. */
const navigate = (page: Page, path: string) =>
  page.evaluate<number>(
    `(() => { const t = performance.now(); history.pushState(null, '', ${JSON.stringify(path)}); return t; })()`,
  );

async function warm(page: Page, path: string, from: string): Promise<number> {
  await navigate(page, from);
  await msUntilShown(page, await pageNow(page));
  return msUntilShown(page, await navigate(page, path));
}

interface Searched {
  ms: number;
  split: SearchSplit | null;
}

/** The page's own search box, if it has one: last key to the list answered and shown. */
async function listSearch(page: Page): Promise<Searched | null> {
  const box = page.getByRole('main').getByRole('searchbox').first();
  if (!(await box.isVisible().catch(() => false))) return null;
  try {
    await box.fill('', { timeout: 10_000 });
  } catch (error) {
    // Said, not fatal: the other pages' figures still come.
    console.log(
      `${new URL(page.url()).pathname}: its search box could not be used (${String(error).split('\n')[0]})`,
    );
    return null;
  }
  await msUntilShown(page, await pageNow(page));
  await box.pressSequentially(LIST_TERM, { delay: 40 });
  const keyAt = await lastKeyAt(page);
  const ms = await msUntilShown(page, keyAt);
  return { ms, split: await searchSplit(page, keyAt, ms) };
}

async function portalSearch(page: Page, term: string, paceMs: number): Promise<Searched> {
  await page.keyboard.press('Control+K');
  const box = page.getByRole('combobox').first();
  await box.fill('');
  await box.pressSequentially(term, { delay: paceMs });
  const keyAt = await lastKeyAt(page);
  const ms = await msUntilShown(page, keyAt, { needs: '[role="option"]' });
  const split = await searchSplit(page, keyAt, ms);
  await page.keyboard.press('Escape');
  return { ms, split };
}

/** The large seed, once: DATA (PGlite), or the database of DATABASE_URL (PostgreSQL). */
function prepareLargeData() {
  const url = process.env.DATABASE_URL;
  const where = url ? new URL(url) : null;
  if (where) where.password = '';
  console.log(`database: ${where ? `PostgreSQL ${where.href}` : `PGlite in ${DATA}`}`);
  const tsx = join(root, 'api', 'node_modules', '.bin', 'tsx');
  // DATA is the API's DATA_DIR on PostgreSQL too: the key of the TOTP secrets is found from it.
  const env = { ...process.env, BENCH_DATA_DIR: DATA };
  run(tsx, [join(root, 'e2e', 'bench', 'lib', 'largeData.mjs')], { cwd: join(root, 'api'), env });
}

async function main() {
  await assertPortsFree();
  const missing = missingBuilds();
  if (missing.length) buildApps(missing);
  prepareLargeData();
  const api = serverPid(await startPortal(DATA));
  const apiAtReady = memory(api).rss; // the API's cold start: its first /health answered
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const token = await benchSignIn('admin');
    const paths = await Promise.all(PAGES.map((p) => concretePath(p, token)));
    await cold(browser, token, '/'); // warm-up: server and file caches, not counted
    const colds = new Map<string, number[]>(paths.map((p) => [p, []]));
    const warms = new Map<string, number[]>(paths.map((p) => [p, []]));
    const searches = new Map<string, number[]>();
    const portalSearches = new Map<string, number[]>();
    const splits = new Map<string, SearchSplit[]>();
    const afterSignIn: number[] = [];
    const afterSignInPause: number[] = [];
    const heapMb: number[] = [];
    const apiRssMb: number[] = [];
    const add = (m: Map<string, number[]>, key: string, ms: number | null) => {
      if (ms !== null) m.set(key, [...(m.get(key) ?? []), ms]);
    };
    const addSearch = (key: string, searched: Searched | null, into = searches) => {
      if (!searched) return;
      add(into, key, searched.ms);
      if (searched.split) splits.set(key, [...(splits.get(key) ?? []), searched.split]);
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const path of paths) add(colds, path, await cold(browser, token, path));
      afterSignIn.push(await todayAfterSignIn(browser));
      afterSignInPause.push(await todayAfterSignIn(browser, { codeStepMs: CODE_STEP_MS }));
      const context = await openContext(browser, token);
      const page = await context.newPage();
      page.on('pageerror', (error) =>
        console.log(`page error on ${new URL(page.url()).pathname}: ${error.message}`),
      );
      await page.goto(`${portalUrl}/`);
      await msUntilShown(page, 0);
      for (const path of paths) await warm(page, path, '/'); // every area's code loaded once
      for (const [i, path] of paths.entries()) {
        add(warms, path, await warm(page, path, paths[(i + 1) % paths.length]));
        addSearch(`${path} (search box: "${LIST_TERM}")`, await listSearch(page));
      }
      for (const pace of PORTAL_PACES_MS)
        for (const term of PORTAL_TERMS)
          addSearch(
            `Ctrl+K "${term}", ${pace} ms pause between keys`,
            await portalSearch(page, term, pace),
            portalSearches,
          );
      // The tab's memory after a round through every page (Chromium's performance.memory).
      heapMb.push((await page.evaluate<number>('performance.memory.usedJSHeapSize')) / 2 ** 20);
      apiRssMb.push(memory(api).rss);
      await context.close();
    }
    const print = (title: string, m: Map<string, number[]>, target: number) => {
      console.log(`\n${title} (ms over ${ROUNDS} rounds; target <= ${target} ms)`);
      for (const [key, xs] of m) {
        const worst = Math.max(...xs);
        console.log(`${key.padEnd(48)} ${spread(xs)}  ${worst <= target ? 'ok' : 'over'}`);
      }
    };
    print('cold: a fresh signed-in tab opens the page, to its data shown', colds, 1500);
    print('warm: in-portal navigation to the page, to its data shown', warms, 300);
    print('search: last key to the results shown', searches, 200);
    print("the portal's search (Ctrl+K): last key to the results shown", portalSearches, 150);
    console.log('\nsearch, where the time goes: last key to the call, the call, its answer to shown');
    for (const [key, xs] of splits) console.log(`${key.padEnd(48)} ${splitLine(xs)}`);
    console.log(
      `\nToday after sign-in: the code's submit to the widgets shown (ms over ${ROUNDS} rounds; target <= 500 ms)`,
    );
    for (const [label, xs] of [
      ['/ (admin, fresh tab, code typed at once)', afterSignIn],
      [`/ (admin, fresh tab, code step ${CODE_STEP_MS / 1000} s)`, afterSignInPause],
    ] as const)
      console.log(`${label.padEnd(48)} ${spread(xs)}  ${Math.max(...xs) <= 500 ? 'ok' : 'over'}`);
    console.log(`\nJS heap of the tab after a round through every page (MB): ${spread(heapMb)}`);
    const end = memory(api);
    console.log(
      `API process's RSS (MB, VmRSS of pid ${api}, the server under tsx): at ready ${apiAtReady.toFixed(0)}, ` +
        `after each round ${spread(apiRssMb)}, at the end ${end.rss.toFixed(0)}, peak ${end.peak.toFixed(0)} (VmHWM)`,
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
