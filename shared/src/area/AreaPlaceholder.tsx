import { Code, List, Text } from '@mantine/core';
import { PageLayout } from '../ui/PageLayout';

/**
 * What an area's page shows until its issue fills it: its title, what it will do and the
 * routes it serves. Nothing on it pretends to work.
 */
export function AreaPlaceholder({
  title,
  purpose,
  routes,
}: {
  title: string;
  purpose: string;
  routes: string[];
}) {
  return (
    <PageLayout title={title} description={purpose}>
      <Text size="sm">This area is being built. It serves these routes:</Text>
      <List size="sm" aria-label="Routes of this area">
        {routes.map((route) => (
          <List.Item key={route}>
            <Code>{route}</Code>
          </List.Item>
        ))}
      </List>
    </PageLayout>
  );
}
