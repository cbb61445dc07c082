// `pnpm bench web planning`: the Planning area's pages on screen after their answer (target
// <= 300 ms each), in a real browser through the portal as served (shell + mfe-planning
// builds), and the board's scrolling.
//
// Method: the portal runs on its demo data; the two big answers are replaced (page.route) after
// a pause of 1.5 s, so the page is idle when they arrive:
// - /planning: a page of 300 workers x 7 days in the shape of planning/getShifts (slim shifts:
//   6 a worker, 40 clients named once; a worker time and an anomaly on some days);
// - /regularMissions: a page of 1,000 rows of regularMissions/getRegularMissions.
// Each run opens a fresh signed-in context (user `planner`: SHIFTS and REGULAR).
// - The answer's arrival: the `load` event of the XMLHttpRequest of that call (axios' transport),
//   read with performance.now() by an init script.
// - The rows committed: the `<page>:rows-committed` performance mark the page sets in a layout
//   effect once React has put the answer's rows in the DOM (features/*/utils/renderMarks.ts).
// - The rows painted: the `<page>:rows-painted` mark, set by a task queued from the next
//   animation frame after that commit, so it runs once that frame is on screen.
// - Scrolling (board): the board is scrolled by 216 px (3 rows) per animation frame over 90
//   frames, top to bottom; the frame intervals are read with requestAnimationFrame (60 Hz: 16.7 ms).
// BENCH_RUNS runs (6) per page after a warm-up; each run's figures are printed, then min / median / max.
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { apiSignIn } from '../support/accounts';
import { chromiumLaunchOptions } from '../support/chromium';
import { TOKEN_KEY } from '../support/fixtures';
import { WEEK, bigBoard, bigRegularMissions } from '../support/bigPlanning';
import { assertPortsFree, portalUrl, root, startPortal, stopPortal } from '../support/portal';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- plain ESM helper shared with `npm start`
import { buildApps, missingBuilds } from '../../scripts/portal.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 6);
const TARGET_MS = 300;

interface Run {
  committed: number;
  painted: number;
  rows: number;
}

async function timedPage(
  browser: Browser,
  token: string,
  call: string,
  data: unknown,
  path: string,
  mark: string,
  shown: string,
) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(([k, v]) => sessionStorage.setItem(k, v), [TOKEN_KEY, token]);
  await page.addInitScript((part) => {
    const w = window as unknown as { __answerAt?: number };
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
      if (String(args[1]).includes(part))
        this.addEventListener('load', () => {
          w.__answerAt = performance.now();
        });
      return open.apply(this, args);
    } as typeof open;
  }, call);
  const body = JSON.stringify({ data });
  await page.route(`**/api/${call}**`, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.fulfill({ status: 200, contentType: 'application/json', body });
  });
  await page.goto(`${portalUrl}${path}`);
  await page.waitForFunction(
    (name) => performance.getEntriesByName(name).length > 0,
    `${mark}:rows-painted`,
    { timeout: 60_000 },
  );
  await page.getByRole('main').getByText(shown).first().waitFor();
  const run = await page.evaluate((name) => {
    const w = window as unknown as { __answerAt: number };
    const c = performance.getEntriesByName(`${name}:rows-committed`)[0] as PerformanceMark;
    const p = performance.getEntriesByName(`${name}:rows-painted`)[0] as PerformanceMark;
    return {
      committed: c.startTime - w.__answerAt,
      painted: p.startTime - w.__answerAt,
      rows: (p.detail as { rows: number }).rows,
    };
  }, mark);
  return { run, page, context };
}

/** Frame intervals while the board scrolls from top to bottom, 3 rows a frame. */
async function scrollFrames(page: Page): Promise<number[]> {
  // A string, not a function: the bundler's name helper for inner functions does not exist in the page.
  return page.evaluate(`new Promise((resolve) => {
    const grid = document.querySelector('[role="grid"]');
    const out = [];
    let last = performance.now();
    let n = 0;
    requestAnimationFrame(function step(now) {
      out.push(now - last);
      last = now;
      grid.scrollTop += 216;
      if (++n < 90) requestAnimationFrame(step);
      else resolve(out.slice(1));
    });
  })`) as Promise<number[]>;
}

const spread = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0], median: s[Math.floor(s.length / 2)], max: s[s.length - 1] };
};
const ms = (v: number) => v.toFixed(1).padStart(7);

function print(title: string, runs: Run[]) {
  console.log(`\n${title}, ${runs.length} fresh signed-in pages (warm-up not counted)`);
  console.log('run  rows in DOM  answer->committed  answer->painted (ms)');
  runs.forEach((r, i) =>
    console.log(
      `${String(i + 1).padStart(3)}  ${String(r.rows).padStart(11)}  ${ms(r.committed)}            ${ms(r.painted)}`,
    ),
  );
  const committed = spread(runs.map((r) => r.committed));
  const painted = spread(runs.map((r) => r.painted));
  console.log(
    `committed: min ${ms(committed.min)}  median ${ms(committed.median)}  max ${ms(committed.max)}`,
  );
  console.log(
    `painted:   min ${ms(painted.min)}  median ${ms(painted.median)}  max ${ms(painted.max)}  (target <= ${TARGET_MS} ms: ${painted.max <= TARGET_MS ? 'yes' : painted.median <= TARGET_MS ? 'median yes, max NO' : 'NO'})`,
  );
}

async function main() {
  await assertPortsFree();
  const missing = missingBuilds();
  if (missing.length) buildApps(missing);
  await startPortal(join(root, 'data', 'bench-web-planning'));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const token = await apiSignIn('planner');
    const board = bigBoard();
    const boardRuns: Run[] = [];
    const frames: number[][] = [];
    for (let i = 0; i <= RUNS; i++) {
      const { run, page, context } = await timedPage(
        browser,
        token,
        'planning/getShifts',
        board,
        `/planning?week=${WEEK}`,
        'planning-board',
        '300 workers, 1800 shifts',
      );
      if (i > 0) {
        boardRuns.push(run);
        frames.push(await scrollFrames(page));
      }
      await context.close();
    }
    print(
      'bench web planning: /planning, a board of 300 workers x 7 days (1,800 shifts, 900 worker times, 900 anomalies)',
      boardRuns,
    );
    console.log('scrolling the board top to bottom, 3 rows a frame (frame intervals, ms; 16.7 = 60 fps):');
    frames.forEach((f, i) => {
      const s = spread(f);
      const long = f.filter((x) => x > 50).length;
      console.log(
        `${String(i + 1).padStart(3)}  median ${ms(s.median)}  max ${ms(s.max)}  frames over 50 ms: ${long} of ${f.length}`,
      );
    });

    const missions = bigRegularMissions();
    const listRuns: Run[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const { run, context } = await timedPage(
        browser,
        token,
        'regularMissions/getRegularMissions',
        missions,
        '/regularMissions',
        'regular-missions',
        'Mission 0001',
      );
      if (i > 0) listRuns.push(run);
      await context.close();
    }
    print('bench web planning: /regularMissions, a page of 1,000 rows', listRuns);
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
