import type { ReactNode } from 'react';
import { Box, Group, Stack, Text, Title } from '@mantine/core';

export interface PageLayoutProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The layout of every page: a title (h1), its actions, then the content. */
export function PageLayout({ title, description, actions, children }: PageLayoutProps) {
  return (
    <Box component="section" aria-labelledby={undefined} py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description && (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            )}
          </Stack>
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Box>
  );
}
