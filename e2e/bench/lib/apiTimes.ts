// Where a search's time goes, from the page's own resource timings: the wait before its call
// starts (debounce, address change, React), the call (network and server), and what follows
// the answer (parsing, rendering, the first quiet frame).
import type { Page } from '@playwright/test';

/** Resource timings of the page are kept (Chromium keeps 250 by default; a bench round makes more). */
export const KEEP_RESOURCE_TIMINGS = `performance.setResourceTimingBufferSize(100000);`;

export interface SearchSplit {
  /** Last key to the first API call that started after it. */
  wait: number;
  /** That call's start to the last API answer's end (parallel calls: the slowest). */
  call: number;
  /** The last answer's end to the results shown. */
  render: number;
}

/** The split of a search from the last key (`keyAt`) to its results shown `shownMs` later; null without a call. */
export async function searchSplit(page: Page, keyAt: number, shownMs: number): Promise<SearchSplit | null> {
  const times = await page.evaluate<{ start: number; end: number } | null>(`(() => {
    const calls = performance.getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/') && e.startTime >= ${keyAt} && e.startTime <= ${keyAt + shownMs});
    if (calls.length === 0) return null;
    return {
      start: Math.min(...calls.map((e) => e.startTime)) - ${keyAt},
      end: Math.max(...calls.map((e) => e.responseEnd)) - ${keyAt},
    };
  })()`);
  if (!times) return null;
  return { wait: times.start, call: times.end - times.start, render: shownMs - times.end };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One line: the medians of each part. */
export function splitLine(splits: SearchSplit[]): string {
  if (splits.length === 0) return 'no call seen';
  const ms = (v: number) => v.toFixed(0).padStart(5);
  return (
    `wait ${ms(median(splits.map((s) => s.wait)))}  call ${ms(median(splits.map((s) => s.call)))}` +
    `  render ${ms(median(splits.map((s) => s.render)))}  (medians, ${splits.length} searches)`
  );
}
