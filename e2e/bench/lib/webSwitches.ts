import { type Browser } from '@playwright/test';
import { apps, portalUrl } from '../../support/portal';
import { signedContext, AREA_PAGES, areaContainer, median } from './webSizes';

const SWITCH_RUNS = Number(process.env.BENCH_SWITCH_RUNS ?? 5);

/**
 * The first switch to each area: from the click on its navbar link to the first frame painted
 * with the area's content, the areas one after the other in one signed-in page opened on `/`
 * and left idle (network quiet) first. Without prefetch, each area is really loaded on its
 * click; with it, what staff get.
 *
 * Two clocks: `ms` is read in the page (the click event's time to the frame after the area's
 * container got content), what the user sees; `harnessMs` is Playwright's view (its click
 * action to the element found), which adds the harness's own round trips and polling.
 */
interface Switch {
  ms: number;
  harnessMs: number;
  /** Scripts of the area were fetched before its click (the shell ignored `prefetchAreas: false`). */
  loadedBefore: boolean;
}

interface SwitchClock {
  click: number;
  painted: Record<string, number>;
}

/** Init script: notes each click's time and the frame after an area's container gets content. */
function recordSwitches() {
  const clock: SwitchClock = { click: 0, painted: {} };
  (window as unknown as { __switchClock: SwitchClock }).__switchClock = clock;
  document.addEventListener('click', (event) => (clock.click = event.timeStamp), true);
  new MutationObserver(() => {
    for (const area of Array.from(document.querySelectorAll<HTMLElement>('[id^="area-"]'))) {
      if (!area.childElementCount || area.id in clock.painted) continue;
      clock.painted[area.id] = Number.NaN;
      // rAF runs just before the frame is painted; a task queued from it runs just after.
      requestAnimationFrame(() => setTimeout(() => (clock.painted[area.id] = performance.now())));
    }
  }).observe(document, { childList: true, subtree: true });
}

async function switchTimes(
  browser: Browser,
  token: string,
  prefetch: boolean,
): Promise<Record<string, Switch>> {
  const context = await signedContext(browser, token, { prefetch });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordSwitches);
    const portsFetched = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') portsFetched.add(new URL(req.url()).port);
    });
    await page.goto(`${portalUrl}/`);
    await page.getByRole('navigation').waitFor();
    await page.waitForLoadState('networkidle');
    // The previous context's renderer is still shutting down on the same 2 cores: let it finish.
    await page.waitForTimeout(1000);
    const times: Record<string, Switch> = {};
    for (const app of apps.slice(1)) {
      const link = page
        .getByRole('navigation')
        .getByRole('link', { name: AREA_PAGES[app.name].link, exact: true });
      const loadedBefore = portsFetched.has(String(app.port));
      const started = performance.now();
      await link.click();
      await areaContainer(page, app).waitFor();
      const harnessMs = performance.now() - started;
      const id = `area-${app.name.replace('-', '_')}`;
      const ms = await (
        await page.waitForFunction((area) => {
          const clock = (window as unknown as { __switchClock: SwitchClock }).__switchClock;
          const painted = clock.painted[area];
          return Number.isFinite(painted) ? painted - clock.click : null;
        }, id)
      ).jsonValue();
      times[app.name] = { ms: ms as number, harnessMs, loadedBefore };
      await page.waitForTimeout(500); // let the area finish its own requests before the next click
    }
    return times;
  } finally {
    await context.close();
  }
}

/** switchTimes over SWITCH_RUNS fresh pages, the median per area. */
export async function medianSwitchTimes(browser: Browser, token: string, prefetch: boolean) {
  const runs: Record<string, Switch>[] = [];
  for (let i = 0; i < SWITCH_RUNS; i++) runs.push(await switchTimes(browser, token, prefetch));
  return Object.fromEntries(
    apps.slice(1).map((app) => {
      const all = runs.map((run) => run[app.name]);
      const result: Switch = {
        ms: median(all.map((s) => s.ms)),
        harnessMs: median(all.map((s) => s.harnessMs)),
        loadedBefore: all.some((s) => s.loadedBefore),
      };
      return [app.name, result];
    }),
  ) as Record<string, Switch>;
}

export async function coldLoad(browser: Browser, url: string): Promise<number> {
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
