import { z } from 'zod';
import { endpoint } from '../endpoint';
import { activityStatusFilter, id, optionalId } from '../common';
import {
  contactRow,
  settingsListRow,
  namedFields,
  list,
  add,
  contactFields,
  update,
  partialOf,
} from './listCalls';

// ---------------------------------------------------------------- rows

export const salesAgentRow = contactRow;
export const clientGroup2Row = settingsListRow;
export const clientGroupRow = settingsListRow.extend({
  clientGroup2Id: z.number().int().nullable(),
  clientGroup2Name: z.string().nullable(),
});
const clientGroupFields = { ...namedFields, clientGroup2Id: id.nullable().optional() };

/** Sales agents, client groups and client groups 2. */
export const clientListEndpoints = {
  getSalesAgents: list('salesAgents/getSalesAgents', 'Sales agents', salesAgentRow),
  addSalesAgent: add(
    'salesAgents/addSalesAgent',
    'Add a sales agent',
    z.object(contactFields),
    salesAgentRow,
  ),
  updateSalesAgent: update(
    'salesAgents/updateSalesAgent',
    'Edit a sales agent',
    partialOf(contactFields),
    salesAgentRow,
  ),

  getClientGroups: list(
    'clientGroups/getClientGroups',
    'Client groups, optionally of one client group 2',
    clientGroupRow,
    z.object({ activityStatus: activityStatusFilter, clientGroup2: optionalId }),
  ),
  addClientGroup: add(
    'clientGroups/addClientGroup',
    'Add a client group',
    z.object(clientGroupFields),
    clientGroupRow,
  ),
  updateClientGroup: update(
    'clientGroups/updateClientGroup',
    'Edit a client group',
    partialOf(clientGroupFields),
    clientGroupRow,
  ),

  getClientGroups2: list('clientGroups2/getClientGroups2', 'Client groups 2', clientGroup2Row),
  getClientGroups2List: endpoint({
    method: 'GET',
    path: 'clientGroups2/getClientGroups2List',
    summary: 'Active client groups 2 (id and name), for pickers',
    response: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  addClientGroup2: add(
    'clientGroups2/addClientGroup2',
    'Add a client group 2',
    z.object(namedFields),
    clientGroup2Row,
  ),
  updateClientGroup2: update(
    'clientGroups2/updateClientGroup2',
    'Edit a client group 2',
    partialOf(namedFields),
    clientGroup2Row,
  ),
};
