import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Room kept for the "More" button when some links do not fit. */
export const MORE_BUTTON_WIDTH = 96;

/**
 * How many links fit, in order, in `available` pixels: all of them when their widths add up to
 * no more; else as many as fit beside the "More" button.
 */
export function fittingCount(widths: readonly number[], available: number, moreWidth = MORE_BUTTON_WIDTH): number {
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}

/**
 * The number of the list's items (its <li> children marked `data-nav-key`) that fit on one line
 * of the list, kept up to date by a ResizeObserver on the list. Each item's width is measured
 * while it is shown and remembered (a hidden item keeps its last width); a new set of items is
 * first shown whole, measured, then cut, before the browser paints.
 */
export function useFittingCount(keys: readonly string[]): { listRef: RefObject<HTMLUListElement | null>; shown: number } {
  const listRef = useRef<HTMLUListElement>(null);
  const widths = useRef(new Map<string, number>());
  const signature = keys.join('|');
  const [fit, setFit] = useState({ signature, count: keys.length });
  const shown = fit.signature === signature ? fit.count : keys.length;

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      // A hidden list (the phone's menu button replaces it) has nothing to measure.
      if (list.clientWidth === 0) return;
      for (const li of list.querySelectorAll<HTMLElement>('li[data-nav-key]')) {
        const width = li.hidden ? 0 : li.getBoundingClientRect().width;
        if (width > 0) widths.current.set(li.dataset.navKey!, width);
      }
      const count = fittingCount(
        keys.map((key) => widths.current.get(key) ?? 0),
        list.clientWidth,
      );
      setFit((previous) =>
        previous.signature === signature && previous.count === count ? previous : { signature, count },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
    // keys is described by its signature; measured again once more links are shown (the
    // list's own size does not change then, so the observer would not call).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, shown]);

  return { listRef, shown };
}
