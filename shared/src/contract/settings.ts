import { z } from 'zod';
import { activityStatusFilter, id } from './common';
import { provisionalEndpoint as p } from './provisional';

const withStatus = { query: { activityStatus: activityStatusFilter } };
const byStatus = (values: [string, ...string[]]) => ({ query: { status: z.enum([...values, 'all']).optional() } });

/** Settings lists follow `{list}/get{List}`, `{list}/add{Item}`, `{list}/update{Item}` (docs/product.md#calls-settings). */
export const settingsEndpoints = {
  getSalesAgents: p('GET', 'salesAgents/getSalesAgents', 'Sales agents', withStatus),
  addSalesAgent: p('POST', 'salesAgents/addSalesAgent', 'Add a sales agent'),
  updateSalesAgent: p('POST', 'salesAgents/updateSalesAgent', 'Edit a sales agent'),
  getClientGroups: p('GET', 'clientGroups/getClientGroups', 'Client groups', {
    query: { activityStatus: activityStatusFilter, clientGroup2: id.optional() },
  }),
  addClientGroup: p('POST', 'clientGroups/addClientGroup', 'Add a client group'),
  updateClientGroup: p('POST', 'clientGroups/updateClientGroup', 'Edit a client group'),
  getClientGroups2: p('GET', 'clientGroups2/getClientGroups2', 'Client groups 2', withStatus),
  getClientGroups2List: p('GET', 'clientGroups2/getClientGroups2List', 'Client groups 2, light list'),
  addClientGroup2: p('POST', 'clientGroups2/addClientGroup2', 'Add a client group 2'),
  updateClientGroup2: p('POST', 'clientGroups2/updateClientGroup2', 'Edit a client group 2'),
  getWorkerCompanies: p('GET', 'workerCompanies/getWorkerCompanies', 'Worker companies', withStatus),
  addWorkerCompany: p('POST', 'workerCompanies/addWorkerCompany', 'Add a worker company'),
  updateWorkerCompany: p('POST', 'workerCompanies/updateWorkerCompany', 'Edit a worker company'),
  getShortCodePrefix: p('GET', 'workerCompanies/getShortCodePrefix', 'Short code prefix of a worker company', {
    query: { companyId: id.optional() },
  }),
  getMessagesHome: p('GET', 'messagesHome/getMessagesHome', 'Home messages', byStatus(['draft', 'published', 'archived'])),
  getPublishedMessagesHome: p('GET', 'messagesHome/getPublishedMessagesHome', 'Published home messages, for the landing page'),
  addMessageHome: p('POST', 'messagesHome/addMessageHome', 'Add a home message'),
  updateMessageHome: p('POST', 'messagesHome/updateMessageHome', 'Edit a home message'),
  getVehicleModels: p('GET', 'vehicleModels/getVehicleModels', 'Vehicle models', {
    query: { activityStatus: activityStatusFilter, brand: id.optional() },
  }),
  addVehicleModel: p('POST', 'vehicleModels/addVehicleModel', 'Add a vehicle model'),
  updateVehicleModel: p('POST', 'vehicleModels/updateVehicleModel', 'Edit a vehicle model'),
  getVehicleBrands: p('GET', 'vehicleBrands/getVehicleBrands', 'Vehicle brands', withStatus),
  addVehicleBrand: p('POST', 'vehicleBrands/addVehicleBrand', 'Add a vehicle brand'),
  updateVehicleBrand: p('POST', 'vehicleBrands/updateVehicleBrand', 'Edit a vehicle brand'),
  getVehicleTypes: p('GET', 'vehicleTypes/getVehicleTypes', 'Vehicle types', withStatus),
  addVehicleType: p('POST', 'vehicleTypes/addVehicleType', 'Add a vehicle type'),
  updateVehicleType: p('POST', 'vehicleTypes/updateVehicleType', 'Edit a vehicle type'),
  getVehicleSuppliers: p('GET', 'vehicleSuppliers/getVehicleSuppliers', 'Vehicle suppliers', withStatus),
  addVehicleSupplier: p('POST', 'vehicleSuppliers/addVehicleSupplier', 'Add a vehicle supplier'),
  updateVehicleSupplier: p('POST', 'vehicleSuppliers/updateVehicleSupplier', 'Edit a vehicle supplier'),
  getDiscountCodes: p('GET', 'discountCodes/getDiscountCodes', 'Discount codes', byStatus(['active', 'expired', 'disabled'])),
  addDiscountCode: p('POST', 'discountCodes/addDiscountCode', 'Add a discount code'),
  updateDiscountCode: p('POST', 'discountCodes/updateDiscountCode', 'Edit a discount code'),
};
