import { Paper, Stack, Text, Title } from '@mantine/core';

/** How the landing page shows a home message (same card: bold title, then the text). */
export function HomeMessagePreview({ title, body }: { title: string; body: string }) {
  return (
    <Stack gap={4} aria-label="Preview on the landing page" role="region">
      <Title order={3} size="h6">
        Preview on the landing page
      </Title>
      <Paper withBorder p="md" component="article">
        {title.trim() ? <Text fw={600}>{title}</Text> : <Text c="dimmed">No title yet</Text>}
        {body.trim() && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {body}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
