/**
 * GET vehicles/exportVehicles: the vehicles list's whole filtered set, the list page's columns
 * (the list is one answer, not paged: its rows are the one batch).
 */
import type { Executor } from '../../db/executor';
import { csvFile, type CsvColumn, type CsvSeparator } from '../../domain/csvExport';
import type { QueryOut } from '../areaTypes';
import { listVehicles } from './list';

type VehicleRow = Awaited<ReturnType<typeof listVehicles>>[number];
const name = (ref: { name: string } | null) => ref?.name ?? '';

export const VEHICLE_EXPORT_COLUMNS: readonly CsvColumn<VehicleRow>[] = [
  { header: 'Short code', value: (v) => v.shortCode },
  { header: 'Plate', value: (v) => v.plate },
  { header: 'Type', value: (v) => v.type.name },
  { header: 'State', value: (v) => name(v.state) },
  { header: 'Contract', value: (v) => name(v.contract) },
  { header: 'Contract ends on', value: (v) => v.contractEndDate },
  { header: 'Brand', value: (v) => name(v.brand) },
  { header: 'Model', value: (v) => name(v.model) },
  { header: 'Fleet manager', value: (v) => name(v.fleetManager) },
  { header: 'Supplier', value: (v) => name(v.supplier) },
  { header: 'Analytic account', value: (v) => name(v.analyticAccount) },
  { header: 'Mileage (km)', value: (v) => v.mileageKm },
  { header: 'Status', value: (v) => v.activityStatus },
  { header: 'Driver code', value: (v) => v.worker?.shortCode ?? '' },
  { header: 'Driver', value: (v) => v.worker?.name ?? '' },
];

export function exportVehicles(db: Executor, q: QueryOut<'vehicles', 'exportVehicles'>) {
  const { sep, ...filters } = q;
  async function* batches() {
    yield await listVehicles(db, filters);
  }
  return csvFile('vehicles', VEHICLE_EXPORT_COLUMNS, batches(), sep as CsvSeparator);
}
