import { formatDate, formatNumber } from '@courier/shared';
import { translate } from '../../../i18n';
import type { AddVehicleBody, UpdateVehicleBody, VehicleDetail } from '../types';

/**
 * A vehicle as edited in a form: Select values are strings, '' is "none". The fields carry the
 * call's names, so that the contract's and the server's errors land on them.
 */
export interface VehicleFormValues {
  shortCode: string;
  plate: string;
  typeId: string;
  stateId: string;
  contractId: string;
  /** Not stored on the vehicle: narrows the models offered. */
  brandId: string;
  modelId: string;
  fleetManagerId: string;
  supplierId: string;
  analyticAccountId: string;
  contractEndDate: string;
  firstRegistrationOn: string;
  mileageKm: string;
  comment: string;
  activityStatus: 'active' | 'inactive';
}

export const emptyVehicleForm = (): VehicleFormValues => ({
  shortCode: '',
  plate: '',
  typeId: '',
  stateId: '',
  contractId: '',
  brandId: '',
  modelId: '',
  fleetManagerId: '',
  supplierId: '',
  analyticAccountId: '',
  contractEndDate: '',
  firstRegistrationOn: '',
  mileageKm: '',
  comment: '',
  activityStatus: 'active',
});

const idText = (row: { id: number } | null) => (row ? String(row.id) : '');

export function vehicleToForm(v: VehicleDetail): VehicleFormValues {
  return {
    shortCode: v.shortCode,
    plate: v.plate ?? '',
    typeId: String(v.type.id),
    stateId: idText(v.state),
    contractId: idText(v.contract),
    brandId: idText(v.brand),
    modelId: idText(v.model),
    fleetManagerId: idText(v.fleetManager),
    supplierId: idText(v.supplier),
    analyticAccountId: idText(v.analyticAccount),
    contractEndDate: v.contractEndDate ?? '',
    firstRegistrationOn: v.firstRegistrationOn ?? '',
    mileageKm: v.mileageKm === null ? '' : String(v.mileageKm),
    comment: v.comment ?? '',
    activityStatus: v.activityStatus,
  };
}

const optId = (s: string) => (s === '' ? null : Number(s));
const optText = (s: string) => (s.trim() === '' ? null : s.trim());

/** The stored fields of the form, as the API takes them. */
function fields(v: VehicleFormValues) {
  return {
    shortCode: v.shortCode.trim().toUpperCase(),
    plate: optText(v.plate)?.toUpperCase() ?? null,
    typeId: v.typeId === '' ? NaN : Number(v.typeId),
    stateId: optId(v.stateId),
    contractId: optId(v.contractId),
    modelId: optId(v.modelId),
    fleetManagerId: optId(v.fleetManagerId),
    supplierId: optId(v.supplierId),
    analyticAccountId: optId(v.analyticAccountId),
    contractEndDate: optText(v.contractEndDate),
    firstRegistrationOn: optText(v.firstRegistrationOn),
    mileageKm: v.mileageKm.trim() === '' ? null : /^\d+$/.test(v.mileageKm.trim()) ? Number(v.mileageKm) : NaN,
    comment: optText(v.comment),
  };
}

/** vehicles/addVehicle body: the empty optional fields are left out. */
export function toAddVehicleBody(v: VehicleFormValues): AddVehicleBody {
  const f = fields(v);
  const body: AddVehicleBody = { shortCode: f.shortCode, typeId: f.typeId };
  for (const [key, value] of Object.entries(f))
    if (value !== null && key !== 'shortCode' && key !== 'typeId') Object.assign(body, { [key]: value });
  return body;
}

/** vehicles/updateVehicleData body: id, version and only what changed (null clears). */
export function toUpdateVehicleBody(
  vehicle: VehicleDetail,
  values: VehicleFormValues,
): UpdateVehicleBody | null {
  const before = fields(vehicleToForm(vehicle));
  const after = fields(values);
  const body: UpdateVehicleBody = { id: vehicle.id, version: vehicle.version };
  let changed = false;
  for (const key of Object.keys(after) as (keyof typeof after)[]) {
    if (before[key] !== after[key]) {
      Object.assign(body, { [key]: after[key] });
      changed = true;
    }
  }
  if (values.activityStatus !== vehicle.activityStatus) {
    body.activityStatus = values.activityStatus;
    changed = true;
  }
  return changed ? body : null;
}

const MAX_MILEAGE_KM = 5_000_000;

/**
 * The form's own checks, in the page's language: a type picked and the mileage as typed (the
 * contract sees only NaN there; its bound is said with the same words). The rest is the call's
 * contract (vehicles/addVehicle, vehicles/updateVehicleData).
 */
export function checkVehicle(v: VehicleFormValues): Partial<Record<keyof VehicleFormValues, string>> {
  const mileage = v.mileageKm.trim();
  return {
    ...(v.typeId === '' && { typeId: translate('vehicles.rule.type') }),
    ...(mileage !== '' &&
      !(/^\d+$/.test(mileage) && Number(mileage) <= MAX_MILEAGE_KM) && {
        mileageKm: translate('vehicles.rule.mileage', { max: formatNumber(MAX_MILEAGE_KM) }),
      }),
  };
}

const between = (from: string, to: string) => ({
  [`Must be between ${from} and ${to}`]: translate('vehicles.rule.date', { from: formatDate(from), to: formatDate(to) }),
});

/**
 * The area's words for the vehicle calls' own English messages (the kit words the common ones:
 * lengths, a line of text).
 */
export function vehicleMessages(): Record<string, string> {
  return {
    '2 to 20 letters, digits or dashes': translate('vehicles.rule.shortCode'),
    ...between('1900-01-01', '2100-12-31'),
    ...between('2000-01-01', '2100-12-31'),
  };
}
