import { api } from '@courier/shared';
import type { FieldOptions, Words } from '../types';
import {
  byName,
  contactColumns,
  contactFields,
  named,
  nameColumns,
  nameFields,
  simple,
  type RowOf,
} from './describe';

/** The lists of the vehicles: brands and their models, types, suppliers. */

const brandOptions: FieldOptions = {
  endpoint: api.settings.getVehicleBrands,
  query: { activityStatus: 'active' },
  toOptions: byName,
};

export const vehicleBrands = ({ t }: Words) =>
  simple<RowOf<typeof api.settings.getVehicleBrands>>({
    ...named(t, 'vehicleBrands'),
    get: api.settings.getVehicleBrands,
    add: api.settings.addVehicleBrand,
    update: api.settings.updateVehicleBrand,
    columns: nameColumns(t, t('settings.usedBy.models')),
    fields: nameFields(t),
  });

export const vehicleModels = ({ t }: Words) =>
  simple<RowOf<typeof api.settings.getVehicleModels>>({
    ...named(t, 'vehicleModels'),
    get: api.settings.getVehicleModels,
    add: api.settings.addVehicleModel,
    update: api.settings.updateVehicleModel,
    filters: [{ name: 'brand', label: t('settings.vehicleModels.brand'), options: brandOptions }],
    filterNames: ['brand'],
    sorts: ['brand'],
    columns: [
      ...nameColumns(t, t('settings.usedBy.vehicles')),
      { id: 'brand', header: t('settings.vehicleModels.brand'), value: (r) => r.brandName },
    ],
    fields: [
      ...nameFields(t),
      {
        name: 'brandId',
        label: t('settings.vehicleModels.brand'),
        kind: 'select',
        type: 'number',
        required: true,
        options: brandOptions,
      },
    ],
  });

export const vehicleTypes = ({ t }: Words) =>
  simple<RowOf<typeof api.settings.getVehicleTypes>>({
    ...named(t, 'vehicleTypes'),
    get: api.settings.getVehicleTypes,
    add: api.settings.addVehicleType,
    update: api.settings.updateVehicleType,
    columns: nameColumns(t, t('settings.usedBy.vehicles')),
    fields: nameFields(t),
  });

export const vehicleSuppliers = ({ t }: Words) =>
  simple<RowOf<typeof api.settings.getVehicleSuppliers>>({
    ...named(t, 'vehicleSuppliers'),
    get: api.settings.getVehicleSuppliers,
    add: api.settings.addVehicleSupplier,
    update: api.settings.updateVehicleSupplier,
    columns: contactColumns(t, t('settings.usedBy.vehicles')),
    sorts: ['email'],
    fields: contactFields(t),
  });
