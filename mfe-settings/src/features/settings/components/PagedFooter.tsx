import { Group, Pagination, Text } from '@mantine/core';

/** Under a paged table of the area: how many rows ("250+ events"), and the pager with named controls. */
export function PagedFooter({
  total,
  atLeast = false,
  noun,
  page,
  pageSize,
  onPage,
}: {
  total: number;
  /** The total is a lower bound (the count stopped early): shown with a "+". */
  atLeast?: boolean;
  noun: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total}
        {atLeast ? '+' : ''} {noun}
      </Text>
      <Pagination
        total={Math.max(1, Math.ceil(total / pageSize))}
        value={page}
        onChange={onPage}
        getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        getControlProps={(control) => ({
          'aria-label': `${control[0].toUpperCase()}${control.slice(1)} page`,
        })}
      />
    </Group>
  );
}
