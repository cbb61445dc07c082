import { z } from 'zod';
import { activityStatusFilter, id, optionalId } from '../common';
import {
  settingsListRow,
  contactRow,
  namedFields,
  list,
  add,
  update,
  partialOf,
  contactFields,
} from './listCalls';

export const vehicleBrandRow = settingsListRow;
export const vehicleModelRow = settingsListRow.extend({ brandId: z.number().int(), brandName: z.string() });
export const vehicleTypeRow = settingsListRow;
export const vehicleSupplierRow = contactRow;
const modelFields = { ...namedFields, brandId: id };

/** Vehicle models, brands, types and suppliers. */
export const vehicleListEndpoints = {
  getVehicleModels: list(
    'vehicleModels/getVehicleModels',
    'Vehicle models, optionally of one brand',
    vehicleModelRow,
    z.object({ activityStatus: activityStatusFilter, brand: optionalId }),
  ),
  addVehicleModel: add(
    'vehicleModels/addVehicleModel',
    'Add a vehicle model of a brand',
    z.object(modelFields),
    vehicleModelRow,
  ),
  updateVehicleModel: update(
    'vehicleModels/updateVehicleModel',
    'Edit a vehicle model',
    partialOf(modelFields),
    vehicleModelRow,
  ),

  getVehicleBrands: list('vehicleBrands/getVehicleBrands', 'Vehicle brands', vehicleBrandRow),
  addVehicleBrand: add(
    'vehicleBrands/addVehicleBrand',
    'Add a vehicle brand',
    z.object(namedFields),
    vehicleBrandRow,
  ),
  updateVehicleBrand: update(
    'vehicleBrands/updateVehicleBrand',
    'Edit a vehicle brand',
    partialOf(namedFields),
    vehicleBrandRow,
  ),

  getVehicleTypes: list('vehicleTypes/getVehicleTypes', 'Vehicle types', vehicleTypeRow),
  addVehicleType: add(
    'vehicleTypes/addVehicleType',
    'Add a vehicle type',
    z.object(namedFields),
    vehicleTypeRow,
  ),
  updateVehicleType: update(
    'vehicleTypes/updateVehicleType',
    'Edit a vehicle type',
    partialOf(namedFields),
    vehicleTypeRow,
  ),

  getVehicleSuppliers: list('vehicleSuppliers/getVehicleSuppliers', 'Vehicle suppliers', vehicleSupplierRow),
  addVehicleSupplier: add(
    'vehicleSuppliers/addVehicleSupplier',
    'Add a vehicle supplier',
    z.object(contactFields),
    vehicleSupplierRow,
  ),
  updateVehicleSupplier: update(
    'vehicleSuppliers/updateVehicleSupplier',
    'Edit a vehicle supplier',
    partialOf(contactFields),
    vehicleSupplierRow,
  ),
};
