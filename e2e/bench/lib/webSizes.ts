import { gzipSync } from 'node:zlib';
import { type Browser, type Page, type Response } from '@playwright/test';
import { TOKEN_KEY } from '../../support/fixtures';
import { portalUrl, type App } from '../../support/portal';
// shifted like the portal's ports

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The first page of each area (its navbar link's target) and that link's label. */
export const AREA_PAGES: Record<string, { path: string; link: string }> = {
  'mfe-workers': { path: '/workers', link: 'Coursiers' },
  'mfe-clients': { path: '/clients', link: 'Client' },
  'mfe-planning': { path: '/planning', link: 'Planning' },
  'mfe-finance': { path: '/finance/recovery', link: 'Finance' },
  'mfe-settings': { path: '/settings', link: 'Settings' },
  'mfe-chat': { path: '/chat', link: 'Chat' },
};
export const areaContainer = (page: Page, app: App) =>
  page.locator(`#area-${app.name.replace('-', '_')}:not(:empty)`);

interface Script {
  url: string;
  port: string;
  path: string;
  gzip: number;
}

/** Gzip size of every script the page fetches while `action` runs (and until the network is quiet). */
export async function scripts(page: Page, action: () => Promise<void>): Promise<Script[]> {
  const found: Script[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (res: Response) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then(
        (body) => {
          const url = new URL(res.url());
          found.push({ url: res.url(), port: url.port, path: url.pathname, gzip: gzipSync(body).length });
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
  return found;
}

export function printScripts(list: Script[], indent = '    ') {
  for (const s of [...list].sort((a, b) => b.gzip - a.gzip))
    console.log(`${indent}${kb(s.gzip).padStart(9)}  ${s.url}`);
}

/** A signed-in context; without prefetch, the shell's config.json says `prefetchAreas: false`. */
export async function signedContext(browser: Browser, token: string, { prefetch }: { prefetch: boolean }) {
  const context = await browser.newContext();
  await context.addInitScript(([k, v]) => sessionStorage.setItem(k, v), [TOKEN_KEY, token]);
  if (!prefetch) {
    await context.route('**/config.json', async (route) => {
      const res = await route.fetch();
      if (!res.ok()) return route.fulfill({ response: res });
      const json = (await res.json()) as Record<string, unknown>;
      await route.fulfill({ response: res, json: { ...json, prefetchAreas: false } });
    });
  }
  return context;
}

/**
 * The files that an area's mf-manifest.json lists under `shared` (its own copies of the shared
 * singletons, fetched only when the shell does not provide them), by path on the area's server.
 */
async function sharedAssets(app: App): Promise<Map<string, string>> {
  const manifestUrl = `http://localhost:${app.port}/mf-manifest.json`;
  const res = await fetch(manifestUrl);
  if (!res.ok) throw new Error(`${manifestUrl} answered ${res.status}`);
  const manifest = (await res.json()) as {
    shared?: { name: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
  };
  const paths = new Map<string, string>();
  for (const entry of manifest.shared ?? []) {
    for (const file of [...(entry.assets?.js?.sync ?? []), ...(entry.assets?.js?.async ?? [])]) {
      const path = new URL(file, manifestUrl).pathname;
      paths.set(path, paths.has(path) ? `${paths.get(path)}, ${entry.name}` : entry.name);
    }
  }
  return paths;
}

export interface AreaSize {
  own: number;
  shared: number;
  sharedNames: string[];
  ownScripts: Script[];
  sharedScripts: Script[];
}

/**
 * An area's own JavaScript for its first view: a fresh signed-in context (nothing cached,
 * prefetch off) opens the area's first page; the scripts served from the area's port are
 * summed, less the shared singletons its manifest lists (reported apart).
 */
export async function areaSize(browser: Browser, token: string, app: App): Promise<AreaSize> {
  const shared = await sharedAssets(app);
  const context = await signedContext(browser, token, { prefetch: false });
  try {
    const page = await context.newPage();
    const list = await scripts(page, async () => {
      await page.goto(`${portalUrl}${AREA_PAGES[app.name].path}`);
      await areaContainer(page, app).waitFor();
    });
    const fromArea = list.filter((s) => s.port === String(app.port));
    const ownScripts = fromArea.filter((s) => !shared.has(s.path));
    const sharedScripts = fromArea.filter((s) => shared.has(s.path));
    return {
      own: sum(ownScripts.map((s) => s.gzip)),
      shared: sum(sharedScripts.map((s) => s.gzip)),
      sharedNames: [...new Set(sharedScripts.flatMap((s) => shared.get(s.path)!.split(', ')))],
      ownScripts,
      sharedScripts,
    };
  } finally {
    await context.close();
  }
}
