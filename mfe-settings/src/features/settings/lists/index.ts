import type { ListDescription, ReadOnlyListDescription } from '../types';
import { clientGroups, clientGroups2, salesAgents } from './clientLists';
import { discountCodes, messagesHome } from './messageLists';
import { companies, profiles } from './readOnlyLists';
import { businessUnits, elus, financeUnits, gtaTypes, workerCompanies } from './referenceLists';
import { vehicleBrands, vehicleModels, vehicleSuppliers, vehicleTypes } from './vehicleLists';

/**
 * The fourteen editable settings lists, each described once (calls, columns, form, filters);
 * components/ReferenceListEditor builds every page from these. The reference lists shown but
 * not edited here (profiles, companies) are READ_ONLY_LISTS, with why.
 */
export * from './clientLists';
export * from './messageLists';
export * from './readOnlyLists';
export * from './referenceLists';
export * from './vehicleLists';

/** The reference lists shown read only, after the editable ones in the side menu. */
export const READ_ONLY_LISTS: readonly ReadOnlyListDescription[] = [
  companies,
  profiles,
] as unknown as ReadOnlyListDescription[];

/** Every list, in the order of the side menu. */
export const LISTS: readonly ListDescription[] = [
  salesAgents,
  clientGroups,
  clientGroups2,
  workerCompanies,
  messagesHome,
  vehicleModels,
  vehicleBrands,
  vehicleTypes,
  vehicleSuppliers,
  discountCodes,
  elus,
  financeUnits,
  businessUnits,
  gtaTypes,
] as unknown as ListDescription[];
