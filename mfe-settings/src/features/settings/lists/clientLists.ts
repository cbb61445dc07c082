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

/** The lists of the clients' side: sales agents and the two levels of client groups. */

const group2Options: FieldOptions = { endpoint: api.settings.getClientGroups2List, toOptions: byName };

export const salesAgents = ({ t }: Words) =>
  simple<RowOf<typeof api.settings.getSalesAgents>>({
    ...named(t, 'salesAgents'),
    get: api.settings.getSalesAgents,
    add: api.settings.addSalesAgent,
    update: api.settings.updateSalesAgent,
    columns: contactColumns(t, t('settings.usedBy.clients')),
    sorts: ['email'],
    fields: contactFields(t),
  });

export const clientGroups = ({ t }: Words) =>
  simple<RowOf<typeof api.settings.getClientGroups>>({
    ...named(t, 'clientGroups'),
    get: api.settings.getClientGroups,
    add: api.settings.addClientGroup,
    update: api.settings.updateClientGroup,
    filters: [{ name: 'clientGroup2', label: t('settings.clientGroups.group2'), options: group2Options }],
    filterNames: ['clientGroup2'],
    sorts: ['clientGroup2'],
    columns: [
      ...nameColumns(t, t('settings.usedBy.clients')),
      {
        id: 'clientGroup2',
        header: t('settings.clientGroups.group2'),
        value: (r) => r.clientGroup2Name ?? '',
      },
    ],
    fields: [
      ...nameFields(t),
      {
        name: 'clientGroup2Id',
        label: t('settings.clientGroups.group2'),
        kind: 'select',
        type: 'number',
        options: group2Options,
      },
    ],
  });

export const clientGroups2 = ({ t }: Words) =>
  simple<RowOf<typeof api.settings.getClientGroups2>>({
    ...named(t, 'clientGroups2'),
    get: api.settings.getClientGroups2,
    add: api.settings.addClientGroup2,
    update: api.settings.updateClientGroup2,
    columns: nameColumns(t, t('settings.usedBy.groupsAndClients')),
    fields: nameFields(t),
  });
