import { formatNumber } from '@courier/shared';
import { translate } from '../../../i18n';
import type { AddVehicleBody, UpdateVehicleBody, VehicleDetail } from '../types';

/** A vehicle as edited in a form: Select values are strings, '' is "none". */
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
    typeId: Number(v.typeId),
    stateId: optId(v.stateId),
    contractId: optId(v.contractId),
    modelId: optId(v.modelId),
    fleetManagerId: optId(v.fleetManagerId),
    supplierId: optId(v.supplierId),
    analyticAccountId: optId(v.analyticAccountId),
    contractEndDate: optText(v.contractEndDate),
    firstRegistrationOn: optText(v.firstRegistrationOn),
    mileageKm: v.mileageKm.trim() === '' ? null : Number(v.mileageKm),
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

/** The form's checks (useForm `validate`), their messages in the page's language. */
export const vehicleValidators = {
  shortCode: (v: string) =>
    /^[A-Z0-9][A-Z0-9-]{1,19}$/.test(v.trim().toUpperCase()) ? null : translate('vehicles.rule.shortCode'),
  plate: (v: string) =>
    v.trim() === '' || (v.trim().length >= 2 && v.trim().length <= 20) ? null : translate('vehicles.rule.plate'),
  typeId: (v: string) => (v ? null : translate('vehicles.rule.type')),
  mileageKm: (v: string) =>
    v.trim() === '' || (/^\d+$/.test(v.trim()) && Number(v) <= MAX_MILEAGE_KM)
      ? null
      : translate('vehicles.rule.mileage', { max: formatNumber(MAX_MILEAGE_KM) }),
  contractEndDate: (v: string) => (v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v) ? null : translate('vehicles.rule.date')),
  firstRegistrationOn: (v: string) =>
    v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v) ? null : translate('vehicles.rule.date'),
  comment: (v: string) => (v.trim().length > 2000 ? translate('vehicles.rule.tooLong', { max: 2000 }) : null),
};
