/**
 * GET regularMissions/exportRegularMissions: the regular missions list's whole filtered set in
 * its sort, read a batch at a time through the list's own query.
 */
import type { Executor } from '../../db/executor';
import { csvFile, pagedBatches, type CsvColumn, type CsvSeparator } from '../../domain/csvExport';
import { listRegularMissions, type RegularMissionsFilterSort } from './list';

type MissionRow = Awaited<ReturnType<typeof listRegularMissions>>['items'][number];

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export const REGULAR_MISSION_EXPORT_COLUMNS: readonly CsvColumn<MissionRow>[] = [
  { header: 'Client', value: (r) => r.client.name },
  { header: 'Mission', value: (r) => r.name },
  { header: 'Days', value: (r) => r.weekdays.map((d) => WEEKDAYS[d - 1]).join(' ') },
  { header: 'Start', value: (r) => r.startTime },
  { header: 'End', value: (r) => r.endTime },
  { header: 'Waypoints', value: (r) => r.expectedWaypoints },
  { header: 'Km', value: (r) => r.expectedKm },
  { header: 'Courier code', value: (r) => r.worker?.shortCode ?? '' },
  { header: 'Courier', value: (r) => r.worker?.name ?? '' },
  { header: 'Status', value: (r) => (r.isActive ? 'active' : 'inactive') },
  { header: 'Comment', value: (r) => r.comment },
];

export function exportRegularMissions(db: Executor, q: RegularMissionsFilterSort & { sep: CsvSeparator }) {
  const batches = pagedBatches(
    async (page, pageSize) => (await listRegularMissions(db, { ...q, page, pageSize })).items,
  );
  return csvFile('regular-missions', REGULAR_MISSION_EXPORT_COLUMNS, batches, q.sep);
}
