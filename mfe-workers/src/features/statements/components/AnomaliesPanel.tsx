import { List, Text, Title } from '@mantine/core';
import type { PayStatement } from '../types';

/** The month's anomalies of a worker, beside the statement, so that nothing is paid blind. */
export function AnomaliesPanel({ statement }: { statement: PayStatement }) {
  const id = `anomalies-${statement.worker.id}`;
  return (
    <section aria-labelledby={id}>
      <Title order={4} id={id} mb="xs">
        Anomalies ({statement.anomalies.length})
      </Title>
      {statement.anomalies.length === 0 ? (
        <Text size="sm" c="dimmed">
          None this month.
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {statement.anomalies.map((a, i) => (
            <List.Item key={`${a.date}-${a.kind}-${i}`}>
              <Text span fw={500}>
                {a.date}
              </Text>{' '}
              {a.message}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
