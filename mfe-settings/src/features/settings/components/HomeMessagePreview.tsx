import { Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n';

/** How the landing page shows a home message (same card: bold title, then the text). */
export function HomeMessagePreview({ title, body }: { title: string; body: string }) {
  const t = useT();
  return (
    <Stack gap={4} aria-label={t('settings.messagesHome.preview')} role="region">
      <Title order={3} size="h6">
        {t('settings.messagesHome.preview')}
      </Title>
      <Paper withBorder p="md" component="article">
        {title.trim() ? (
          <Text fw={600}>{title}</Text>
        ) : (
          <Text c="dimmed">{t('settings.messagesHome.noTitle')}</Text>
        )}
        {body.trim() && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {body}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
