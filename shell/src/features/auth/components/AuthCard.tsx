import type { ReactNode } from 'react';
import { Container, Paper, Text, Title } from '@mantine/core';
import { usePortalConfig } from '@courier/shared';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { productLabel } = usePortalConfig();
  return (
    <Container size={440} py="xl" px={0}>
      <Paper withBorder shadow="xs" p="lg" radius="md">
        <Text size="sm" c="dimmed" mb={4}>
          {productLabel} back office
        </Text>
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        {children}
      </Paper>
    </Container>
  );
}
