import { Button, Card, Grid, Group, Title } from '@mantine/core';
import { EmptyState, notifyError } from '@courier/shared';
import { translate, useT } from '../../../i18n';
import { useDownloadStatementPdf } from '../api';
import type { PayStatement } from '../types';
import { AnomaliesPanel } from './AnomaliesPanel';
import { StatementTable } from './StatementTable';

/** The title of one worker's statement: name, short code, team. */
export function useStatementTitle() {
  const t = useT();
  return (s: PayStatement) =>
    t('statements.card.title', {
      name: s.worker.name,
      shortCode: s.worker.shortCode,
      team: s.worker.team.name,
    });
}

/** One worker's statement of the month: its days and totals, its anomalies beside, its PDF. */
export function StatementCard({ statement, month }: { statement: PayStatement; month: string }) {
  const t = useT();
  const title = useStatementTitle();
  const pdf = useDownloadStatementPdf((e) => notifyError(e, translate('statements.pdfFailed')));
  const titleId = `statement-${statement.worker.id}`;
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs">
        <Title order={3} id={titleId}>
          {title(statement)}
        </Title>
        <Button
          variant="light"
          size="xs"
          loading={pdf.isPending}
          onClick={() => pdf.mutate({ month, workerId: statement.worker.id })}
        >
          {t('statements.pdf')}
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          {statement.days.length === 0 ? (
            <EmptyState title={t('statements.nothing')} description={t('statements.nothingHint')} />
          ) : (
            <StatementTable statement={statement} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <AnomaliesPanel statement={statement} />
        </Grid.Col>
      </Grid>
    </Card>
  );
}
