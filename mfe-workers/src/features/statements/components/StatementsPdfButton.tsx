import { Button } from '@mantine/core';
import { notifyError } from '@courier/shared';
import { translate, useT } from '../../../i18n';
import { useDownloadStatementsPdf } from '../api';
import type { StatementsQuery } from '../types';

/** "Download PDF": every statement of the page's selection in one file, made by the server. */
export function StatementsPdfButton({ query, count }: { query: StatementsQuery; count: number }) {
  const t = useT();
  const pdf = useDownloadStatementsPdf((e) => notifyError(e, translate('statements.pdfFailed')));
  return (
    <Button
      variant="default"
      loading={pdf.isPending}
      disabled={count === 0}
      onClick={() => pdf.mutate(query)}
    >
      {t('statements.pdfAll', { count })}
    </Button>
  );
}
