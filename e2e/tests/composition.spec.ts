import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, totp } from '../support/accounts';
import { expect, mountedAreas, nav, test } from '../support/fixtures';
import { root, startApp, stopApp } from '../support/portal';

/** Every copy of react-dom registers its renderer with the devtools hook: count them. */
async function countReactRenderers(page: Page) {
  await page.addInitScript(() => {
    const renderers = new Map();
    let id = 0;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers,
        supportsFiber: true,
        inject: (r: unknown) => {
          renderers.set(++id, r);
          return id;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
}

/** Copies of react-dom, of `shared` and of its light core evaluated in the page. */
const copiesInPage = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> };
      __COURIER_SHARED_INSTANCES__?: number;
      __COURIER_SHARED_CORE_INSTANCES__?: number;
    };
    return {
      reactDom: w.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
      shared: w.__COURIER_SHARED_INSTANCES__,
      core: w.__COURIER_SHARED_CORE_INSTANCES__,
    };
  });

test('exactly one react-dom and one shared package run across all areas', async ({ page, signIn }) => {
  await countReactRenderers(page);
  await signIn('admin');
  for (const [label, path] of [
    ['Coursiers', '/workers'],
    ['Client', '/clients'],
    ['Planning', '/planning'],
    ['Finance', '/finance/recovery'],
    ['Settings', '/settings'],
    ['Chat', '/chat'],
  ]) {
    await nav(page).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(mountedAreas(page)).toHaveCount(1);
  }
  expect(await copiesInPage(page)).toEqual({ reactDom: 1, shared: 1, core: 1 });
});

test('the sign-in page is a light page of its own, then the portal opens in it with one React and one shared', async ({
  page,
}) => {
  await countReactRenderers(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/planning');
  await expect(page).toHaveURL(/\/login\?next=\/planning$/);
  await page.getByLabel('Login').fill('shifts');
  // The sign-in document ran only its own bundle: no federation runtime, no portal chunk.
  const signInScripts = scripts.splice(scripts.lastIndexOf('/main.js') + 1);
  expect(signInScripts.length).toBeGreaterThan(0);
  expect(signInScripts.filter((path) => !path.startsWith('/signin/'))).toEqual([]);
  const signInPageLoaded = scripts.length;
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // From the password step on, the portal's own scripts run in the sign-in page and wait.
  await expect.poll(() => scripts.slice(signInPageLoaded).includes('/main.js')).toBe(true);
  await page.getByLabel('Code').fill(await totp());
  await page.evaluate(() => Object.assign(window, { __signInDocument: true }));
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/planning$/);
  await expect(mountedAreas(page)).toHaveCount(1);
  await expect(nav(page).getByRole('link', { name: 'Planning' })).toHaveAttribute('aria-current', 'page');
  // The portal started in the sign-in page's document (no page load) ...
  expect(await page.evaluate(() => (window as { __signInDocument?: boolean }).__signInDocument)).toBe(true);
  // ... with one react-dom and one shared package for all areas. The light core counts twice:
  // the sign-in page's own bundle (Preact, left idle) and the portal's, shared by every area.
  expect(await copiesInPage(page)).toEqual({ reactDom: 1, shared: 1, core: 2 });
});

test('an area whose server is down shows an error panel, the rest works, and Retry recovers', async ({
  page,
  signIn,
}) => {
  await stopApp('mfe-chat');
  try {
    await signIn('admin', '/chat');
    const panel = page.getByRole('alert').filter({ hasText: 'This area could not be loaded' });
    await expect(panel).toBeVisible({ timeout: 30_000 });
    await expect(nav(page).getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');

    // the other areas keep working
    await nav(page).getByRole('link', { name: 'Coursiers' }).click();
    await expect(mountedAreas(page)).toHaveCount(1);
    await expect(page.getByRole('main')).toContainText('Coursiers');

    await nav(page).getByRole('link', { name: 'Chat' }).click();
    await expect(panel).toBeVisible({ timeout: 30_000 });
  } finally {
    await startApp('mfe-chat');
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This area could not be loaded' })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Chat');
});

test('a remote rebuilt and redeployed alone is picked up by the running shell', async ({ page, signIn }) => {
  test.setTimeout(180_000);
  const app = join(root, 'mfe-settings');
  const next = join(app, 'dist-next');
  const previous = join(app, 'dist-previous');
  rmSync(next, { recursive: true, force: true });
  rmSync(previous, { recursive: true, force: true });
  const label = `redeploy-${Date.now()}`;
  // Only this remote is built, into a folder aside; the shell and the other areas are untouched.
  const build = spawnSync(
    process.execPath,
    [join(root, '.tools/node_modules/pnpm/bin/pnpm.cjs'), 'run', 'build', '--output-path', next],
    {
      cwd: app,
      env: { ...process.env, BUILD_LABEL: label },
      encoding: 'utf8',
    },
  );
  expect(build.status, build.stderr + build.stdout).toBe(0);

  await signIn('admin', '/settings');
  await expect(mountedAreas(page)).toHaveCount(1);
  await expect(page.getByText(label)).toHaveCount(0);

  // Atomic switch of the served folder, as a deployment would do.
  renameSync(join(app, 'dist'), previous);
  renameSync(next, join(app, 'dist'));
  try {
    await page.reload();
    await expect(page.getByText(label)).toBeVisible();
  } finally {
    if (existsSync(previous)) {
      rmSync(join(app, 'dist'), { recursive: true, force: true });
      renameSync(previous, join(app, 'dist'));
    }
  }
});
