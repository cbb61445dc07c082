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

/** The lists of the clients' side: sales agents and the two levels of client groups. */

const group2Options: FieldOptions = { endpoint: api.settings.getClientGroups2List, toOptions: byName };

export const salesAgents = simple<RowOf<typeof api.settings.getSalesAgents>>({
  key: 'salesAgents',
  title: 'Sales agents',
  description: 'The sales agents clients are assigned to.',
  noun: ['sales agent', 'sales agents'],
  get: api.settings.getSalesAgents,
  add: api.settings.addSalesAgent,
  update: api.settings.updateSalesAgent,
  columns: contactColumns('clients'),
  fields: contactFields,
});

export const clientGroups = simple<RowOf<typeof api.settings.getClientGroups>>({
  key: 'clientGroups',
  title: 'Client groups',
  description: 'Groups of clients, each optionally inside a client group 2.',
  noun: ['client group', 'client groups'],
  get: api.settings.getClientGroups,
  add: api.settings.addClientGroup,
  update: api.settings.updateClientGroup,
  filters: [{ name: 'clientGroup2', label: 'Client group 2', options: group2Options }],
  filterNames: ['clientGroup2'],
  columns: [
    ...nameColumns('clients'),
    { id: 'clientGroup2', header: 'Client group 2', value: (r) => r.clientGroup2Name ?? '' },
  ],
  fields: [
    ...nameFields,
    {
      name: 'clientGroup2Id',
      label: 'Client group 2',
      kind: 'select',
      type: 'number',
      options: group2Options,
    },
  ],
});

export const clientGroups2 = simple<RowOf<typeof api.settings.getClientGroups2>>({
  key: 'clientGroups2',
  title: 'Client groups 2',
  description: 'The second level of client groups.',
  noun: ['client group 2', 'client groups 2'],
  get: api.settings.getClientGroups2,
  add: api.settings.addClientGroup2,
  update: api.settings.updateClientGroup2,
  columns: nameColumns('groups and clients'),
  fields: nameFields,
});
