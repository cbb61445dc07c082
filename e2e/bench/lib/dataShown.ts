// What "the data is shown" means for the page benchmarks, read inside the page so that the
// figures are the browser's own clock: the page's title is there, no call of the API is in
// flight, and no loader or loading message is left in the main region, for SETTLE_MS in a row
// (a list that fetches a second page would otherwise stop the clock too early). The figure is
// the first frame of that quiet period, not its end.
import type { BrowserContext, Page } from '@playwright/test';

const SETTLE_MS = 300;

// The page-side code is plain strings: tsx keeps function names with a helper that does not
// exist in the page, so functions written here could not be passed to it.
const COUNT_API_CALLS = `(() => {
  const w = window;
  w.__apiInflight = 0;
  w.__keyAt = 0;
  const isApi = (url) => String(url).includes('/api/');
  const done = () => { w.__apiInflight -= 1; };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (...args) {
    if (isApi(args[1])) {
      this.addEventListener('loadstart', () => { w.__apiInflight += 1; });
      this.addEventListener('loadend', done);
    }
    return open.apply(this, args);
  };
  const fetch0 = window.fetch;
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!isApi(url)) return fetch0(input, init);
    w.__apiInflight += 1;
    return fetch0(input, init).finally(done);
  };
  window.addEventListener('keydown', () => { w.__keyAt = performance.now(); }, true);
  // Every call's timings are kept for the breakdowns (Chromium keeps 250 by default).
  performance.setResourceTimingBufferSize(100000);
})()`;

/** Counts the API calls in flight (axios uses XMLHttpRequest; fetch covers the rest) and the last key typed. */
export async function countApiCalls(context: BrowserContext) {
  await context.addInitScript({ content: COUNT_API_CALLS });
}

/**
 * Milliseconds from `start` (a performance.now() of the page; 0 = the document's navigation)
 * to the first frame of a quiet page. `needs`: a CSS selector that must be present too (search
 * results); `absent`: one that must not be (a part still loading). A search box's debounced
 * call starts within the quiet period, which then starts again.
 */
export function msUntilShown(
  page: Page,
  start: number,
  options: { needs?: string; absent?: string } = {},
): Promise<number> {
  const args = JSON.stringify({ start, settle: SETTLE_MS, needs: options.needs ?? '', absent: options.absent ?? '' });
  return page.evaluate(`((o) => new Promise((resolve, reject) => {
    const w = window;
    const deadline = performance.now() + 30000;
    let quietSince = null;
    const busy = () => {
      const main = document.getElementById('portal-main');
      if (!main || !main.querySelector('h1')) return true;
      if (w.__apiInflight > 0) return true;
      if (main.querySelector('.mantine-Loader-root, [role="progressbar"], [aria-busy="true"]')) return true;
      if (o.absent !== '' && document.querySelector(o.absent)) return true;
      return o.needs !== '' && !document.querySelector(o.needs);
    };
    const tick = () => {
      const now = performance.now();
      if (busy()) quietSince = null;
      else if (quietSince === null) quietSince = now;
      if (quietSince !== null && now - quietSince >= o.settle) resolve(quietSince - o.start);
      else if (now > deadline) reject(new Error('data not shown within 30 s on ' + location.pathname));
      else requestAnimationFrame(tick);
    };
    tick();
  }))(${args})`);
}

/** performance.now() of the page. */
export const pageNow = (page: Page) => page.evaluate<number>('performance.now()');

/** When the page saw the last key typed (performance.now()). */
export const lastKeyAt = (page: Page) => page.evaluate<number>('window.__keyAt');

/** min / median / max of some figures, printed aligned. */
export function spread(xs: number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  const ms = (v: number) => v.toFixed(0).padStart(6);
  return `min ${ms(s[0])}  median ${ms(s[Math.floor(s.length / 2)])}  max ${ms(s[s.length - 1])}`;
}
