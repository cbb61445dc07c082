import { z } from 'zod';
import { endpoint } from './endpoint';
import { activityStatus, activityStatusFilter, id, namedRow, singleLine, version } from './common';
import { settingsListRow } from './settings';

const listQuery = z.object({ activityStatus: activityStatusFilter });

const referenceList = (path: string, summary: string) =>
  endpoint({ method: 'GET', path, summary, query: listQuery, response: z.array(namedRow) });

/** The reference lists (docs/product.md#calls-reference-lists), read by every signed-in user. */
export const referenceEndpoints = {
  getElus: referenceList('elu/getElus', 'Staff representatives (élus)'),
  getTeams: referenceList('team/getTeams', 'Teams of workers'),
  getCompanies: referenceList('company/getCompanies', 'Companies of workers'),
  getAgencies: referenceList('agency/getAgencies', 'Agencies'),
  getFinanceUnit: referenceList('financeAndBusiness/getFinanceUnit', 'Finance units'),
  getBusinessUnit: referenceList('financeAndBusiness/getBusinessUnit', 'Business units'),
  getAnalyticAccount: referenceList('analyticAccount/getAnalyticAccount', 'Analytic accounts'),
  getGtaType: referenceList('gtaType/getGtaType', 'GTA (time and activity) types'),
};

// ---------------------------------------------------------------- administered in Settings

/*
 * Four reference lists are administered in the Settings area (role SETTINGS), with the same
 * rules as the settings lists (docs/product.md#calls-settings): rows with `inUse`, `version`
 * and `updatedAt`; names unique in their list whatever the case (409); an update sends `id`,
 * `version` and the changed fields (409 when stale, 404 naming `id` when unknown); nothing is
 * deleted, an item is made inactive; every change is an admin event. The GETs above stay the
 * light lists every area reads.
 */
const itemName = singleLine(120);
const itemCode = singleLine(30, 0).nullable();
const itemFields = { name: itemName, code: itemCode.optional(), activityStatus: activityStatus.optional() };
const partialOf = <S extends z.ZodRawShape>(shape: S) => z.object({ id, version, ...z.object(shape).partial().shape });

export const eluRow = settingsListRow;
export const financeUnitRow = settingsListRow;
export const businessUnitRow = settingsListRow.extend({
  financeUnitId: z.number().int().nullable(),
  financeUnitName: z.string().nullable(),
});
export const gtaTypeRow = settingsListRow.extend({
  /** A time of this type is an absence (leave, sickness...), not time worked. */
  isAbsence: z.boolean(),
  /** An absence of this type is paid (the day amount, on a day without paid work) on pay statements. */
  isPaid: z.boolean(),
});

const businessUnitFields = { ...itemFields, financeUnitId: id.nullable().optional() };
const gtaTypeFields = { ...itemFields, isAbsence: z.boolean().optional(), isPaid: z.boolean().optional() };

const adminList = <R extends z.ZodType>(path: string, summary: string, row: R) =>
  endpoint({ method: 'GET', path, summary: `${summary}, with what uses each (SETTINGS)`, query: listQuery, response: z.array(row) });
const adminAdd = <B extends z.ZodType, R extends z.ZodType>(path: string, summary: string, body: B, row: R) =>
  endpoint({ method: 'POST', path, summary: `${summary} (409 on a duplicate name)`, body, response: row });
const adminUpdate = <B extends z.ZodType, R extends z.ZodType>(path: string, summary: string, body: B, row: R) =>
  endpoint({
    method: 'POST',
    path,
    summary: `${summary}: send id, version and the changed fields (409 when stale or on a duplicate name)`,
    body,
    response: row,
  });

/** The add, update and full list of the reference lists staff administer (SETTINGS). */
export const referenceAdminEndpoints = {
  listElus: adminList('elu/listElus', 'Staff representatives (élus)', eluRow),
  addElu: adminAdd('elu/addElu', 'Add a staff representative', z.object(itemFields), eluRow),
  updateElu: adminUpdate('elu/updateElu', 'Edit a staff representative', partialOf(itemFields), eluRow),
  listFinanceUnits: adminList('financeAndBusiness/listFinanceUnits', 'Finance units', financeUnitRow),
  addFinanceUnit: adminAdd('financeAndBusiness/addFinanceUnit', 'Add a finance unit', z.object(itemFields), financeUnitRow),
  updateFinanceUnit: adminUpdate(
    'financeAndBusiness/updateFinanceUnit',
    'Edit a finance unit',
    partialOf(itemFields),
    financeUnitRow,
  ),
  listBusinessUnits: adminList('financeAndBusiness/listBusinessUnits', 'Business units and their finance unit', businessUnitRow),
  addBusinessUnit: adminAdd(
    'financeAndBusiness/addBusinessUnit',
    'Add a business unit',
    z.object(businessUnitFields),
    businessUnitRow,
  ),
  updateBusinessUnit: adminUpdate(
    'financeAndBusiness/updateBusinessUnit',
    'Edit a business unit',
    partialOf(businessUnitFields),
    businessUnitRow,
  ),
  listGtaTypes: adminList('gtaType/listGtaTypes', 'GTA (time and activity) types', gtaTypeRow),
  addGtaType: adminAdd('gtaType/addGtaType', 'Add a GTA type', z.object(gtaTypeFields), gtaTypeRow),
  updateGtaType: adminUpdate('gtaType/updateGtaType', 'Edit a GTA type', partialOf(gtaTypeFields), gtaTypeRow),
};
