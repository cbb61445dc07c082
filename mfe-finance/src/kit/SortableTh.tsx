import type { ReactNode } from 'react';
import { Table, UnstyledButton } from '@mantine/core';
import { useT } from '../i18n';

/** `Client` → `client` inside a sentence, but `TTC` and `VAT` keep their capitals. */
const inSentence = (label: string) =>
  /^\p{Lu}{2}/u.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

export interface ListSort<F extends string> {
  sort: F;
  order: 'asc' | 'desc';
}

/**
 * A header the list sorts on (server-side): a button named like the UI kit's sortable headers
 * (`Sort by client`, `…, now ascending`; acronyms keep their capitals), with `aria-sort` on the cell of the current column.
 * A click on the current column turns its direction; on another, sorts on it ascending.
 */
export function SortableTh<F extends string>({
  field,
  label,
  current,
  onSort,
  align,
}: {
  field: F;
  label: string;
  current: ListSort<F>;
  onSort: (next: ListSort<F>) => void;
  align?: 'right';
}) {
  const t = useT();
  const sorted = current.sort === field ? current.order : null;
  const name: ReactNode = sorted
    ? t('shared.table.sortBySorted', { header: inSentence(label), direction: sorted })
    : t('shared.table.sortBy', { header: inSentence(label) });
  const next: ListSort<F> = { sort: field, order: sorted === 'asc' ? 'desc' : 'asc' };
  return (
    <Table.Th
      scope="col"
      ta={align}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      <UnstyledButton onClick={() => onSort(next)} aria-label={String(name)} fw={600} fz="sm">
        {label}
        {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
      </UnstyledButton>
    </Table.Th>
  );
}
