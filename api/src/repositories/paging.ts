/** How lists count their rows and page through histories that grow without bound. */

/**
 * The total of a list whose page rows carry it (`total`, counted in the same query): a page past
 * the end has no row to carry it, so it is counted apart (`countApart`), except on page 1 (none).
 */
export async function pageTotal(
  rows: readonly { total: unknown }[],
  page: number,
  countApart: () => Promise<number>,
): Promise<number> {
  if (rows.length > 0) return Number(rows[0].total);
  return page === 1 ? 0 : countApart();
}

/**
 * Lists of a history that grows without bound (the admin trail, the outbox) page by key: a
 * cursor is the last row's time in UTC to the microsecond, `~`, its id (the contract's
 * `keysetCursor` checks it), and the total is counted at most this many pages past the one
 * asked for ("at least" past it).
 */
export const KEYSET_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)~(\d{1,18})$/;
export const COUNT_PAGES_AHEAD = 2;
