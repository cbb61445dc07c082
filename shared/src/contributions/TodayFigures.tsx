import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@courier/shared/core';
import { followPortalLink } from '../ui/followLink';
import type { Endpoint } from '../contract/endpoint';
import type { TodayAnswer, TodayWidgetData } from '../contract/today';
import { useErrorMessage, useSharedT } from '../i18n';

export interface TodayFiguresProps {
  /** The area's Today call (`planning/today`...). */
  endpoint: Endpoint;
  /** The area's words for each widget key (`planning.anomalies`); the server's title otherwise. */
  titleOf?: (widget: TodayWidgetData) => string;
}

/**
 * The figures of one area's Today call: per widget its count, the most urgent items and the
 * link to the list filtered the same way. Areas pass their call and their words.
 */
export function TodayFigures({ endpoint, titleOf }: TodayFiguresProps) {
  const t = useSharedT();
  const describe = useErrorMessage();
  const today = useQuery({
    queryKey: ['today', endpoint.path],
    queryFn: ({ signal }) => callApi(endpoint, { signal }) as Promise<TodayAnswer>,
  });
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
              {titleOf ? titleOf(widget) : widget.title}
            </Anchor>
            <Text fw={700} size="lg" data-count={widget.count}>
              {t('shared.today.count', { count: widget.count })}
            </Text>
          </Group>
          {widget.items.map((item) => (
            <Anchor key={item.id} href={item.href} onClick={followPortalLink} size="xs" c="dimmed" lineClamp={1}>
              {item.title}
              {item.subtitle ? ` · ${item.subtitle}` : ''}
            </Anchor>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
