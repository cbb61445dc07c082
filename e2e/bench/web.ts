// `pnpm bench web`: what a user waits for, in numbers (targets printed, not asserted).
// - gzip size of the shell's initial JavaScript (every script of the sign-in page, React
//   included; BENCH_VERBOSE=1 lists each script);
// - gzip size of each area's own JavaScript for its first view: a fresh signed-in context with
//   the shell's prefetch off opens the area's first page; the scripts served from the area's
//   port are summed, less the shared singletons its mf-manifest.json lists (shown apart);
// - cold load of the sign-in page to interactive, next to a bare React 19 page built by the
//   same toolchain: BENCH_ROUNDS rounds (5) of BENCH_RUNS pairs (8), a ratio per round and
//   their spread (min / median / max; target <= 1.2 in every round);
// - first switch to an area not loaded yet (prefetch off through config.json), and the same
//   switch with the prefetch on, as staff get it: click to the area's first painted frame,
//   read in the page (median of BENCH_SWITCH_RUNS pages), and as Playwright sees it;
// - the /workers page with 2,000 workers.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { apiSignIn } from '../support/accounts';
import { chromiumLaunchOptions } from '../support/chromium';
import { bigWorkersListRenderMs, prepareBigWorkersList } from '../support/bigWorkersList';
import { TOKEN_KEY } from '../support/fixtures';
import { apps, assertPortsFree, portalUrl, root, startPortal, stopPortal } from '../support/portal';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- plain ESM helper shared with `npm start`
import { buildApps, missingBuilds } from '../../scripts/portal.mjs';
import { scripts, sum, median, type AreaSize, areaSize, kb, printScripts, AREA_PAGES } from './lib/webSizes';
import { coldLoad, medianSwitchTimes } from './lib/webSwitches';

const RUNS = Number(process.env.BENCH_RUNS ?? 8);
/** Rounds of cold loads, each giving one ratio (the ratio must hold in five runs in a row). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BARE_PORT = 3099 + Number(process.env.PORT_OFFSET ?? 0);
const VERBOSE = process.env.BENCH_VERBOSE === '1';

async function main() {
  await assertPortsFree();
  const missing = missingBuilds();
  if (missing.length) buildApps(missing);
  const bare = spawnSync(
    process.execPath,
    [
      createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js'),
      '--config',
      join(import.meta.dirname, 'bare', 'webpack.config.cjs'),
    ],
    {
      // from e2e/, whose node_modules hold the loaders
      cwd: join(import.meta.dirname, '..'),
      stdio: 'inherit',
    },
  );
  if (bare.status !== 0) throw new Error('bare React page did not build');

  const data = join(root, 'data', 'bench-web');
  rmSync(data, { recursive: true, force: true });
  await startPortal(data);
  const bareProc = spawn(
    process.execPath,
    [join(root, 'scripts', 'serve-static.mjs'), join(import.meta.dirname, 'bare', 'dist'), String(BARE_PORT)],
    { stdio: 'ignore' },
  );
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // The shell's initial JavaScript: every script of the sign-in page.
    const loginContext = await browser.newContext();
    const loginPage = await loginContext.newPage();
    const initial = await scripts(loginPage, async () => {
      await loginPage.goto(`${portalUrl}/login`);
      await loginPage.getByLabel('Login').waitFor();
    });
    await loginContext.close();
    const shellInitial = sum(initial.map((s) => s.gzip));

    // Cold loads: one unmeasured load of each first (server and browser caches of the files
    // alike for both), then alternating in ABBA order so that neither page always goes first
    // after the previous context closes; the machine's noise falls on both alike. ROUNDS
    // rounds of RUNS pairs: each round's ratio is one figure, and their spread is printed.
    const sign = () => coldLoad(browser, `${portalUrl}/login`);
    const bare = () => coldLoad(browser, `http://localhost:${BARE_PORT}/`);
    await sign();
    await bare();
    const rounds: { portal: number; bare: number; ratio: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const portal: number[] = [];
      const reference: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        if (i % 2 === 0) {
          portal.push(await sign());
          reference.push(await bare());
        } else {
          reference.push(await bare());
          portal.push(await sign());
        }
      }
      const p = median(portal);
      const r = median(reference);
      rounds.push({ portal: p, bare: r, ratio: p / r });
    }

    // Each area's own JavaScript for its first view (fresh context, prefetch off).
    const token = await apiSignIn('admin');
    const areaSizes: Record<string, AreaSize> = {};
    for (const app of apps.slice(1)) areaSizes[app.name] = await areaSize(browser, token, app);

    // First switch to each area: not loaded yet (prefetch off), then with the shell's prefetch.
    const coldSwitch = await medianSwitchTimes(browser, token, false);
    const prefetchedSwitch = await medianSwitchTimes(browser, token, true);

    // The /workers page with 2,000 workers: from the answer's arrival to the rows on screen.
    const workersToken = await apiSignIn('workers');
    const listTimes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext();
      const list = await context.newPage();
      await list.addInitScript(([k, v]) => sessionStorage.setItem(k, v), [TOKEN_KEY, workersToken]);
      await prepareBigWorkersList(list);
      await list.goto(`${portalUrl}/workers`);
      listTimes.push(await bigWorkersListRenderMs(list));
      await context.close();
    }

    console.log('\nbench web');
    console.log(
      `shell initial JS, sign-in page (gzip, React included): ${kb(shellInitial)} in ${initial.length} scripts   target <= 150 KB`,
    );
    if (VERBOSE) printScripts(initial);
    for (const [name, size] of Object.entries(areaSizes)) {
      const shared = size.shared
        ? `; + ${kb(size.shared)} of shared singletons it served itself (${size.sharedNames.join(', ')}), not counted`
        : '';
      console.log(
        `${name} own JS, first view ${AREA_PAGES[name].path} (gzip, shared singletons excluded): ${kb(size.own)}   target <= 100 KB${shared}`,
      );
      if (VERBOSE) {
        printScripts(size.ownScripts);
        if (size.sharedScripts.length) {
          console.log('    shared:');
          printScripts(size.sharedScripts);
        }
      }
    }
    rounds.forEach((round, i) =>
      console.log(
        `cold load to interactive, round ${i + 1}: sign-in page ${round.portal.toFixed(0)} ms, bare React page ${round.bare.toFixed(0)} ms (medians of ${RUNS}), ratio ${round.ratio.toFixed(2)}`,
      ),
    );
    const ratios = rounds.map((round) => round.ratio);
    console.log(
      `ratio sign-in / bare over ${ROUNDS} rounds: min ${Math.min(...ratios).toFixed(2)}, median ${median(ratios).toFixed(2)}, max ${Math.max(...ratios).toFixed(2)}   target <= 1.2 in every round`,
    );
    for (const app of apps.slice(1)) {
      const cold = coldSwitch[app.name];
      const warning = cold.loadedBefore
        ? '   (NOT HONEST: already fetched before the click, the shell ignored prefetchAreas: false)'
        : '';
      const warm = prefetchedSwitch[app.name];
      console.log(
        `first switch to ${app.name}, not loaded yet (prefetch off): ${cold.ms.toFixed(0)} ms click to area painted   target <= 300 ms; ${cold.harnessMs.toFixed(0)} ms as Playwright sees it${warning}`,
      );
      console.log(
        `first switch to ${app.name}, with prefetch (page idle on / first): ${warm.ms.toFixed(0)} ms click to area painted; ${warm.harnessMs.toFixed(0)} ms as Playwright sees it`,
      );
    }
    console.log(
      `/workers with 2,000 workers, answer to rows on screen: ${median(listTimes).toFixed(0)} ms (median of 3)   target <= 300 ms`,
    );
  } finally {
    await browser.close();
    bareProc.kill();
    stopPortal();
  }
}

main().catch((e) => {
  console.error(e);
  stopPortal();
  process.exit(1);
});
