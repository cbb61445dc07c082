// `pnpm bench web`: what a user waits for, in numbers (targets from issue 3, printed, not asserted).
// - gzip size of the shell's initial JavaScript (sign-in page, React included) and of each
//   area's own JavaScript (what its origin serves, shared singletons excluded);
// - cold load of the sign-in page to interactive, next to a bare React 19 page built by the
//   same toolchain (ratio);
// - first switch to an area not loaded yet.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { apiSignIn } from '../support/accounts';
import { bigWorkersListRenderMs, prepareBigWorkersList } from '../support/bigWorkersList';
import { TOKEN_KEY } from '../support/fixtures';
import { apps, assertPortsFree, portalUrl, root, startPortal, stopPortal } from '../support/portal';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- plain ESM helper shared with `npm start`
import { buildApps, missingBuilds } from '../../scripts/portal.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BARE_PORT = 3099;
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Gzip size of every script the page fetched, grouped by origin port. */
async function scriptsByPort(page: Page, action: () => Promise<void>) {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (res: import('@playwright/test').Response) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then(
        (body) => {
          const port = new URL(res.url()).port;
          sizes.set(port, (sizes.get(port) ?? 0) + gzipSync(body).length);
        },
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  return sizes;
}

async function coldLoad(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(url);
  await page.getByLabel('Login').waitFor({ state: 'visible' });
  await page.getByLabel('Login').fill('x'); // interactive: React handles input
  const elapsed = performance.now() - started;
  await context.close();
  return elapsed;
}

async function main() {
  await assertPortsFree();
  const missing = missingBuilds();
  if (missing.length) buildApps(missing);
  const bare = spawnSync(process.execPath, [createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js'), '--config', join(import.meta.dirname, 'bare', 'webpack.config.cjs')], {
    // from e2e/, whose node_modules hold the loaders
    cwd: join(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
  if (bare.status !== 0) throw new Error('bare React page did not build');

  const data = join(root, 'data', 'bench-web');
  rmSync(data, { recursive: true, force: true });
  await startPortal(data);
  const bareProc = spawn(process.execPath, [join(root, 'scripts', 'serve-static.mjs'), join(import.meta.dirname, 'bare', 'dist'), String(BARE_PORT)], { stdio: 'ignore' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  try {
    // Bundle sizes.
    const page = await (await browser.newContext()).newPage();
    const initial = await scriptsByPort(page, async () => {
      await page.goto(`${portalUrl}/login`);
      await page.getByLabel('Login').waitFor();
    });
    const shellInitial = [...initial.values()].reduce((a, b) => a + b, 0);

    const token = await apiSignIn('admin');
    const signed = await (await browser.newContext()).newPage();
    await signed.addInitScript(([k, v]) => sessionStorage.setItem(k, v), [TOKEN_KEY, token]);
    await signed.goto(`${portalUrl}/`);
    await signed.getByRole('navigation').waitFor();
    const areaLinks: Record<string, string> = {
      'mfe-workers': 'Coursiers',
      'mfe-clients': 'Client',
      'mfe-planning': 'Planning',
      'mfe-finance': 'Finance',
      'mfe-settings': 'Settings',
      'mfe-chat': 'Chat',
    };
    const areaSizes: Record<string, number> = {};
    const switchTimes: Record<string, number> = {};
    for (const app of apps.slice(1)) {
      const started = performance.now();
      const sizes = await scriptsByPort(signed, async () => {
        await signed.getByRole('navigation').getByRole('link', { name: areaLinks[app.name], exact: true }).click();
        await signed.locator(`#area-${app.name.replace('-', '_')}:not(:empty)`).waitFor();
        switchTimes[app.name] = performance.now() - started;
      });
      areaSizes[app.name] = sizes.get(String(app.port)) ?? 0;
    }

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

    // Cold loads, alternating to share the machine's noise fairly.
    const portal: number[] = [];
    const reference: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      portal.push(await coldLoad(browser, `${portalUrl}/login`));
      reference.push(await coldLoad(browser, `http://localhost:${BARE_PORT}/`));
    }
    const p = median(portal);
    const r = median(reference);

    console.log('\nbench web');
    console.log(`shell initial JS (gzip, React included): ${kb(shellInitial)}   target <= 150 KB`);
    for (const [name, size] of Object.entries(areaSizes)) console.log(`${name} own JS (gzip): ${kb(size)}   target <= 100 KB`);
    console.log(`cold load to interactive, sign-in page: ${p.toFixed(0)} ms (median of ${RUNS})`);
    console.log(`cold load to interactive, bare React page: ${r.toFixed(0)} ms`);
    console.log(`ratio portal / bare: ${(p / r).toFixed(2)}   target <= 1.3`);
    for (const [name, ms] of Object.entries(switchTimes)) console.log(`first switch to ${name}: ${ms.toFixed(0)} ms   target <= 300 ms`);
    console.log(`/workers with 2,000 workers, answer to rows on screen: ${median(listTimes).toFixed(0)} ms (median of 3)   target <= 300 ms`);
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
