/**
 * GET clients/exportClients: the client list's whole filtered set in its sort, as the CSV
 * columns of the list page, read a batch at a time through the list's own query.
 */
import type { Executor } from '../../db/executor';
import {
  csvDateTime,
  csvFile,
  pagedBatches,
  type CsvColumn,
  type CsvSeparator,
} from '../../domain/csvExport';
import { listClients, type ClientsFilterSort } from './list';

type ClientRow = Awaited<ReturnType<typeof listClients>>['items'][number];

const name = (ref: { name: string } | null) => ref?.name ?? '';

export const CLIENT_EXPORT_COLUMNS: readonly CsvColumn<ClientRow>[] = [
  { header: 'Business code', value: (c) => c.businessCode },
  { header: 'Name', value: (c) => c.name },
  { header: 'City', value: (c) => c.city },
  { header: 'Group', value: (c) => name(c.clientGroup) },
  { header: 'Group 2', value: (c) => name(c.clientGroup2) },
  { header: 'Agency', value: (c) => name(c.agency) },
  { header: 'Sales agent', value: (c) => name(c.salesAgent) },
  { header: 'Payment method', value: (c) => name(c.paymentMethod) },
  { header: 'Status', value: (c) => c.activityStatus },
  { header: 'Closed at', value: (c) => csvDateTime(c.closedAt) },
  { header: 'Email', value: (c) => c.email },
  { header: 'Phone', value: (c) => c.phone },
];

export function exportClients(db: Executor, q: ClientsFilterSort & { sep: CsvSeparator }) {
  const batches = pagedBatches(
    async (page, pageSize) => (await listClients(db, { ...q, page, pageSize })).items,
  );
  return csvFile('clients', CLIENT_EXPORT_COLUMNS, batches, q.sep);
}
