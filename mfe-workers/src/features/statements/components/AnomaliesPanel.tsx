import { List, Text, Title } from '@mantine/core';
import { useFormat } from '@courier/shared';
import { useT } from '../../../i18n';
import type { PayStatement } from '../types';

/** The month's anomalies of a worker, beside the statement, so that nothing is paid blind. */
export function AnomaliesPanel({ statement }: { statement: PayStatement }) {
  const t = useT();
  const format = useFormat();
  const id = `anomalies-${statement.worker.id}`;
  return (
    <section aria-labelledby={id}>
      <Title order={4} id={id} mb="xs">
        {t('statements.anomalies', { count: statement.anomalies.length })}
      </Title>
      {statement.anomalies.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('statements.anomalies.none')}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {statement.anomalies.map((a, i) => (
            <List.Item key={`${a.date}-${a.kind}-${i}`}>
              <Text span fw={500}>
                {format.date(a.date)}
              </Text>{' '}
              {a.message}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
