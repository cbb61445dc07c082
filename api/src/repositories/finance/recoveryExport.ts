/**
 * GET finance/recovery/exportRecovery: the recovery summary's whole filtered set in its sort,
 * amounts in euros (the page's columns), read a batch at a time through the summary's own query.
 */
import type { Executor } from '../../db/executor';
import {
  csvDateTime,
  csvFile,
  euros,
  pagedBatches,
  type CsvColumn,
  type CsvSeparator,
} from '../../domain/csvExport';
import type { QueryOut } from '../areaTypes';
import { clientInvoiceSummary } from './summary';

type SummaryRow = Awaited<ReturnType<typeof clientInvoiceSummary>>['items'][number];
type ExportQuery = QueryOut<'finance', 'exportRecovery'>;

export const RECOVERY_EXPORT_COLUMNS: readonly CsvColumn<SummaryRow>[] = [
  { header: 'Business code', value: (r) => r.businessCode },
  { header: 'Client', value: (r) => r.name },
  { header: 'Status', value: (r) => r.activityStatus },
  { header: 'Agency', value: (r) => r.agency?.name ?? '' },
  { header: 'Sales agent', value: (r) => r.salesAgent?.name ?? '' },
  { header: 'Not yet due (€)', value: (r) => euros(r.notDue) },
  { header: '1–30 days (€)', value: (r) => euros(r.overdue1to30) },
  { header: '31–60 days (€)', value: (r) => euros(r.overdue31to60) },
  { header: '61–90 days (€)', value: (r) => euros(r.overdue61to90) },
  { header: 'Over 90 days (€)', value: (r) => euros(r.overdueOver90) },
  { header: 'Overdue (€)', value: (r) => euros(r.overdue) },
  { header: 'Total due (€)', value: (r) => euros(r.totalDue) },
  { header: 'Open invoices', value: (r) => r.openInvoices },
  { header: 'Oldest due on', value: (r) => r.oldestDueOn },
  { header: 'Last payment on', value: (r) => r.lastPayment?.paidOn ?? '' },
  { header: 'Last payment (€)', value: (r) => euros(r.lastPayment?.amount) },
  { header: 'In recovery since', value: (r) => csvDateTime(r.inRecoverySince) },
  { header: 'Dispute', value: (r) => r.dispute?.reason ?? '' },
  { header: 'Dispute since', value: (r) => csvDateTime(r.dispute?.since) },
  { header: 'Last note', value: (r) => r.lastNote?.note ?? '' },
];

export function exportRecovery(db: Executor, q: ExportQuery) {
  const { sep, ...filters } = q;
  const batches = pagedBatches(
    async (page, pageSize) => (await clientInvoiceSummary(db, { ...filters, page, pageSize })).items,
  );
  return csvFile('recovery', RECOVERY_EXPORT_COLUMNS, batches, sep as CsvSeparator);
}
