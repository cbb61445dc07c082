import { Group, Pagination, Text } from '@mantine/core';
import { ErrorState, VEHICLE_HISTORY_SIZE } from '@courier/shared';
import { useT } from '../../../i18n';

/**
 * The pages of a vehicle's history (comments, assignments): page 1 is what came with the
 * vehicle, later pages are fetched by the caller. Says how many there are in all.
 */
export function HistoryPages({
  label,
  total,
  page,
  onPage,
  error,
  onRetry,
}: {
  label: string;
  total: number;
  page: number;
  onPage: (page: number) => void;
  error?: unknown;
  onRetry?: () => void;
}) {
  const t = useT();
  const pages = Math.ceil(total / VEHICLE_HISTORY_SIZE);
  if (pages <= 1) return null;
  return (
    <>
      {error ? <ErrorState title={t('vehicles.history.failed', { label })} error={error} onRetry={onRetry} /> : null}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('vehicles.history.total', { total, label, size: VEHICLE_HISTORY_SIZE })}
        </Text>
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={onPage}
          getItemProps={(n) => ({ 'aria-label': t('vehicles.history.page', { page: n, label }) })}
        />
      </Group>
    </>
  );
}
