import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n';
import type { PayStatement } from '../types';
import { AnomaliesPanel } from './AnomaliesPanel';
import { useStatementTitle } from './StatementCard';
import { StatementTable } from './StatementTable';
import styles from './StatementsPrint.module.css';

/**
 * "Print all statements": the browser prints them as the page shows them, one worker per page,
 * through a print stylesheet (the server's one PDF of them is StatementsPdfButton). The sheets
 * are rendered only while printing.
 */
export function PrintAllStatements({ statements, heading }: { statements: PayStatement[]; heading: string }) {
  const t = useT();
  const title = useStatementTitle();
  const [printing, setPrinting] = useState(false);

  const printAll = () => {
    // The sheets are put in the page first (print reads the page as it is), then left out again.
    flushSync(() => setPrinting(true));
    window.print();
    setPrinting(false);
  };

  return (
    <>
      <Button variant="default" onClick={printAll} disabled={statements.length === 0}>
        {t('statements.printAll', { count: statements.length })}
      </Button>
      {printing && (
        <div className={styles.printArea} data-testid="statements-print">
          {statements.map((s) => (
            <Stack key={s.worker.id} className={styles.sheet} gap="sm">
              <Text size="sm">{heading}</Text>
              <Title order={2}>{title(s)}</Title>
              {s.days.length === 0 ? (
                <Text>{t('statements.nothing')}</Text>
              ) : (
                <StatementTable statement={s} />
              )}
              {s.anomalies.length > 0 && <AnomaliesPanel statement={s} />}
            </Stack>
          ))}
        </div>
      )}
    </>
  );
}
