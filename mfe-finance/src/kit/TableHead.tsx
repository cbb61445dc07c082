import type { ReactNode } from 'react';
import { Table, VisuallyHidden } from '@mantine/core';

/** One column header: its label, right-aligned for figures, or read by screen readers only. */
export interface HeadColumn {
  label: ReactNode;
  align?: 'right';
  hidden?: boolean;
}

/** A figure's column: right-aligned like the amounts under it. */
export const figure = (label: ReactNode): HeadColumn => ({ label, align: 'right' });

/** A table's header row: each column a header cell (`scope="col"`), in the given order. */
export function TableHead({ columns }: { columns: readonly (ReactNode | HeadColumn)[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c, i) => {
          const col: HeadColumn = isColumn(c) ? c : { label: c };
          return (
            <Table.Th key={i} scope="col" ta={col.align}>
              {col.hidden ? <VisuallyHidden>{col.label}</VisuallyHidden> : col.label}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}

const isColumn = (c: ReactNode | HeadColumn): c is HeadColumn =>
  typeof c === 'object' && c !== null && 'label' in c;
