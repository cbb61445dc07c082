/**
 * GET workers/exportWorkers: the workers list's whole filtered set in its sort, read a batch at
 * a time through the list's own query.
 */
import type { Executor } from '../../db/executor';
import { csvFile, pagedBatches, type CsvColumn, type CsvSeparator } from '../../domain/csvExport';
import type { QueryOut } from '../areaTypes';
import { listWorkers } from './list';

type WorkerRow = Awaited<ReturnType<typeof listWorkers>>['items'][number];

export const WORKER_EXPORT_COLUMNS: readonly CsvColumn<WorkerRow>[] = [
  { header: 'Short code', value: (w) => w.shortCode },
  { header: 'Last name', value: (w) => w.lastName },
  { header: 'First name', value: (w) => w.firstName },
  { header: 'Team', value: (w) => w.team.name },
  { header: 'Agency', value: (w) => w.agency.name },
  { header: 'Company', value: (w) => w.company.name },
  { header: 'Status', value: (w) => w.activityStatus },
  { header: 'Hired on', value: (w) => w.hiredOn },
  { header: 'Phone', value: (w) => w.phone },
  { header: 'Email', value: (w) => w.email },
  { header: 'City', value: (w) => w.city },
  { header: 'Vehicle', value: (w) => w.vehicle?.shortCode ?? '' },
  { header: 'Plate', value: (w) => w.vehicle?.plate ?? '' },
];

export function exportWorkers(db: Executor, q: QueryOut<'workers', 'exportWorkers'>) {
  const { sep, ...filters } = q;
  const batches = pagedBatches(
    async (page, pageSize) => (await listWorkers(db, { ...filters, page, pageSize })).items,
  );
  return csvFile('workers', WORKER_EXPORT_COLUMNS, batches, sep as CsvSeparator);
}
