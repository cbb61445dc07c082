import { Alert, Card, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useLocale, wordsIn } from '@courier/shared';
import { areaTitle, useT } from '../../../i18n';
import { useAreaParts } from '../../areas';
import { WidgetBoundary } from './WidgetBoundary';

/**
 * The day's work the areas contribute, for the areas the user's roles open: each widget is the
 * area's own component (its words, its call, its link to the filtered list). An area that is
 * down says so in its place; the others show.
 */
export function TodayWidgets() {
  const t = useT();
  const locale = useLocale();
  const parts = useAreaParts();
  const widgets = parts.flatMap((p) => p.allowed.today.map((w) => ({ area: p.area.name, widget: w }))).sort((a, b) => a.widget.order - b.widget.order);
  const loading = parts.filter((p) => p.state.status === 'loading');
  const down = parts.filter((p) => p.state.status === 'error');

  return (
    <section aria-labelledby="today-widgets">
      <Title order={2} size="h4" id="today-widgets" mb="xs">
        {t('shell.today.toDo')}
      </Title>
      {down.map((p) => (
        <Alert key={p.area.name} color="orange" mb="xs" role="status">
          {t('shell.today.areaDown', { area: areaTitle(t, p.area) })}
        </Alert>
      ))}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {widgets.map(({ area, widget }) => (
          <Card key={`${area}:${widget.id}`} withBorder padding="md" component="article" aria-label={wordsIn(widget.title, locale)} data-widget={widget.id}>
            <Title order={3} size="h5" mb={4}>
              {wordsIn(widget.title, locale)}
            </Title>
            <WidgetBoundary fallback={<Text size="sm" c="red">{t('shell.today.widgetFailed')}</Text>}>
              <widget.Component />
            </WidgetBoundary>
          </Card>
        ))}
        {loading.map((p) => (
          <Skeleton key={p.area.name} height={96} aria-label={t('shell.today.loading')} />
        ))}
      </SimpleGrid>
      {widgets.length === 0 && loading.length === 0 && down.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('shell.today.nothing')}
        </Text>
      )}
    </section>
  );
}
