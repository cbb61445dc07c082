import { useEffect, useLayoutEffect } from 'react';

/**
 * Performance marks of a page's rows (read by e2e/bench/planning.ts; the board and the regular missions list both set them): `<name>:rows-committed`
 * when React has put the rows of a new answer in the DOM (a layout effect, after the children's),
 * `<name>:rows-painted` from a task queued by the next animation frame, so it runs once that
 * frame is on screen. `detail.rows` is the number of rows in the DOM.
 */
export function useRenderMarks(name: string, answer: unknown, countRows: () => number) {
  useLayoutEffect(() => {
    if (answer === undefined) return;
    performance.mark?.(`${name}:rows-committed`, { detail: { rows: countRows() } });
    // countRows reads the DOM at the time of the mark; only a new answer is marked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, name]);
  useEffect(() => {
    if (answer === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(
        () => performance.mark?.(`${name}:rows-painted`, { detail: { rows: countRows() } }),
        0,
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, name]);
}
