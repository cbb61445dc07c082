/**
 * Every row passes `check`, and there is at least one row: `[].every(...)` is true, so a
 * filter that answered nothing would pass a bare `every`. A failure lists the rows that fail.
 */
export function expectEvery<T>(rows: readonly T[], check: (row: T) => unknown): void {
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((row) => !check(row))).toEqual([]);
}
