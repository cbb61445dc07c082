import { useMemo, useState } from 'react';

/** The rows a user ticked on a list page, by row id, for its bulk actions. */
export interface ListSelection<T> {
  isSelected(row: T): boolean;
  toggle(row: T, on: boolean): void;
  /** Ticks every given row (`on`), or none. */
  setAll(rows: readonly T[], on: boolean): void;
  clear(): void;
  /** The ticked rows among the given ones (a ticked row the filters now hide is not chosen). */
  chosen(rows: readonly T[]): T[];
}

/** The selection of a list page: `const selection = useListSelection((v: Vehicle) => v.shortCode)`. */
export function useListSelection<T>(getRowId: (row: T) => string): ListSelection<T> {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  return useMemo(
    () => ({
      isSelected: (row) => ids.has(getRowId(row)),
      toggle: (row, on) =>
        setIds((previous) => {
          const next = new Set(previous);
          if (on) next.add(getRowId(row));
          else next.delete(getRowId(row));
          return next;
        }),
      setAll: (rows, on) => setIds(on ? new Set(rows.map(getRowId)) : new Set()),
      clear: () => setIds(new Set()),
      chosen: (rows) => rows.filter((row) => ids.has(getRowId(row))),
    }),
    [ids, getRowId],
  );
}
