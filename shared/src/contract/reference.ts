import { z } from 'zod';
import { endpoint } from './endpoint';
import { activityStatusFilter, namedRow } from './common';

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
