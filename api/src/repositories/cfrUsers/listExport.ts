/**
 * GET users/cfr/exportUsers: the client-side users list's whole filtered set in its sort, read a
 * batch at a time through the list's own query.
 */
import type { Executor } from '../../db/executor';
import {
  csvDateTime,
  csvFile,
  pagedBatches,
  type CsvColumn,
  type CsvSeparator,
} from '../../domain/csvExport';
import { listCfrUsers, type CfrUsersFilterSort } from './list';

type UserRow = Awaited<ReturnType<typeof listCfrUsers>>['items'][number];

export const CFR_USER_EXPORT_COLUMNS: readonly CsvColumn<UserRow>[] = [
  { header: 'Last name', value: (u) => u.lastName },
  { header: 'First name', value: (u) => u.firstName },
  { header: 'Email', value: (u) => u.email },
  { header: 'Phone', value: (u) => u.phone },
  { header: 'Client code', value: (u) => u.client.businessCode },
  { header: 'Client', value: (u) => u.client.name },
  { header: 'Site', value: (u) => u.site?.name ?? '' },
  { header: 'Service', value: (u) => u.service?.name ?? '' },
  { header: 'Status', value: (u) => u.activityStatus },
  { header: 'Last login', value: (u) => csvDateTime(u.lastLoginAt) },
];

export function exportCfrUsers(db: Executor, q: CfrUsersFilterSort & { sep: CsvSeparator }) {
  const batches = pagedBatches(
    async (page, pageSize) => (await listCfrUsers(db, { ...q, page, pageSize })).items,
  );
  return csvFile('cfr-users', CFR_USER_EXPORT_COLUMNS, batches, q.sep);
}
