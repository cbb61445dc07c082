import { Group, Pagination, Text } from '@mantine/core';
import { useT } from '../../../i18n';

/** Under a paged table of the area: how many rows ("250+ events"), and the pager with named controls. */
export function PagedFooter({
  total,
  summary,
  page,
  pageSize,
  onPage,
}: {
  total: number;
  /** How many rows, in words ("250+ events"). */
  summary: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" aria-live="polite">
        {summary}
      </Text>
      <Pagination
        total={Math.max(1, Math.ceil(total / pageSize))}
        value={page}
        onChange={onPage}
        getItemProps={(p) => ({ 'aria-label': t('settings.pager.page', { page: p }) })}
        getControlProps={(control) => ({ 'aria-label': t('settings.pager.control', { control }) })}
      />
    </Group>
  );
}
