import { Group, Pagination, Text } from '@mantine/core';
import { ErrorState, VEHICLE_HISTORY_SIZE } from '@courier/shared';

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
  const pages = Math.ceil(total / VEHICLE_HISTORY_SIZE);
  if (pages <= 1) return null;
  return (
    <>
      {error ? <ErrorState title={`This page of ${label} could not be loaded`} error={error} onRetry={onRetry} /> : null}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total} {label} in all, {VEHICLE_HISTORY_SIZE} a page
        </Text>
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={onPage}
          getItemProps={(n) => ({ 'aria-label': `Page ${n} of ${label}` })}
        />
      </Group>
    </>
  );
}
