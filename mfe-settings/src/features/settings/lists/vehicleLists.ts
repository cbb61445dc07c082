import { api } from '@courier/shared';
import type { FieldOptions } from '../types';
import {
  byName,
  contactColumns,
  contactFields,
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

export const vehicleBrands = simple<RowOf<typeof api.settings.getVehicleBrands>>({
  key: 'vehicleBrands',
  title: 'Vehicle brands',
  description: 'Brands of the vehicles; each has its models.',
  noun: ['vehicle brand', 'vehicle brands'],
  get: api.settings.getVehicleBrands,
  add: api.settings.addVehicleBrand,
  update: api.settings.updateVehicleBrand,
  columns: nameColumns('models'),
  fields: nameFields,
});

export const vehicleModels = simple<RowOf<typeof api.settings.getVehicleModels>>({
  key: 'vehicleModels',
  title: 'Vehicle models',
  description: 'Models of each brand (names are unique within a brand).',
  noun: ['vehicle model', 'vehicle models'],
  get: api.settings.getVehicleModels,
  add: api.settings.addVehicleModel,
  update: api.settings.updateVehicleModel,
  filters: [{ name: 'brand', label: 'Brand', options: brandOptions }],
  filterNames: ['brand'],
  columns: [...nameColumns('vehicles'), { id: 'brand', header: 'Brand', value: (r) => r.brandName }],
  fields: [
    ...nameFields,
    {
      name: 'brandId',
      label: 'Brand',
      kind: 'select',
      type: 'number',
      required: true,
      options: brandOptions,
    },
  ],
});

export const vehicleTypes = simple<RowOf<typeof api.settings.getVehicleTypes>>({
  key: 'vehicleTypes',
  title: 'Vehicle types',
  description: 'Types of vehicles (bike, van...).',
  noun: ['vehicle type', 'vehicle types'],
  get: api.settings.getVehicleTypes,
  add: api.settings.addVehicleType,
  update: api.settings.updateVehicleType,
  columns: nameColumns('vehicles'),
  fields: nameFields,
});

export const vehicleSuppliers = simple<RowOf<typeof api.settings.getVehicleSuppliers>>({
  key: 'vehicleSuppliers',
  title: 'Vehicle suppliers',
  description: 'Who supplies or leases the vehicles.',
  noun: ['vehicle supplier', 'vehicle suppliers'],
  get: api.settings.getVehicleSuppliers,
  add: api.settings.addVehicleSupplier,
  update: api.settings.updateVehicleSupplier,
  columns: contactColumns('vehicles'),
  fields: contactFields,
});
