import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@courier/shared/core';
import { followPortalLink } from '../ui/followLink';
import type { Endpoint } from '../contract/endpoint';
import type { TodayAnswer, TodayItem, TodayWidgetData } from '../contract/today';
import { useErrorMessage, useSharedT } from '../i18n';

export interface TodayFiguresProps {
  /** The area's Today call (`planning/today`...). */
  endpoint: Endpoint;
  /** The widget's title in the area's words (the server sends its key and values, no sentence). */
  titleOf: (widget: TodayWidgetData) => string;
  /** An item's subtitle in the area's words, from its data ('' for none). */
  subtitleOf: (widget: TodayWidgetData, item: TodayItem) => string;
}

/** One area's Today call as a query: the card reads it, the shell may start it before the card shows. */
export const todayQueryOptions = (endpoint: Endpoint) =>
  queryOptions({
    queryKey: ['today', endpoint.path],
    queryFn: ({ signal }) => callApi(endpoint, { signal }) as Promise<TodayAnswer>,
  });

/**
 * The figures of one area's Today call: per widget its count, the most urgent items and the
 * link to the list filtered the same way. Areas pass their call and their words.
 */
export function TodayFigures({ endpoint, titleOf, subtitleOf }: TodayFiguresProps) {
  const t = useSharedT();
  const describe = useErrorMessage();
  const today = useQuery(todayQueryOptions(endpoint));
  if (today.isPending) return <Loader size="sm" aria-label={t('shared.loading')} />;
  if (today.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {describe(today.error)}
      </Text>
    );
  return (
    <Stack gap="sm">
      {today.data.widgets.map((widget) => (
        <Stack key={widget.key} gap={2} data-today={widget.key}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Anchor href={widget.link.href} onClick={followPortalLink} size="sm" fw={600}>
              {titleOf(widget)}
            </Anchor>
            <Text fw={700} size="lg" data-count={widget.count}>
              {t('shared.today.count', { count: widget.count })}
            </Text>
          </Group>
          {widget.items.map((item) => {
            const subtitle = subtitleOf(widget, item);
            return (
              <Anchor key={item.id} href={item.href} onClick={followPortalLink} size="xs" c="dimmed" lineClamp={1}>
                {item.title}
                {subtitle ? ` · ${subtitle}` : ''}
              </Anchor>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
