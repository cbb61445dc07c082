import { api } from '@courier/shared';
import type { FieldOptions } from '../types';
import { byName, nameColumns, nameFields, simple, type RowOf } from './describe';

/**
 * The reference lists staff administer: worker companies, staff representatives, finance and
 * business units, GTA types.
 */

export const workerCompanies = simple<RowOf<typeof api.settings.getWorkerCompanies>>({
  key: 'workerCompanies',
  title: 'Worker companies',
  description:
    "The companies workers belong to. A company's prefix starts its workers' short codes (PAR-0042) and is frozen once a worker carries it.",
  noun: ['worker company', 'worker companies'],
  get: api.settings.getWorkerCompanies,
  add: api.settings.addWorkerCompany,
  update: api.settings.updateWorkerCompany,
  columns: [
    ...nameColumns('workers'),
    { id: 'shortCodePrefix', header: 'Prefix', value: (r) => r.shortCodePrefix },
    { id: 'nextShortCode', header: 'Next short code', value: (r) => r.nextShortCode },
  ],
  fields: [
    ...nameFields,
    {
      name: 'shortCodePrefix',
      label: 'Short-code prefix',
      kind: 'text',
      type: 'upper',
      required: true,
      pattern: { regex: /^[A-Z]{2,5}$/, message: '2 to 5 capital letters' },
      description: '2 to 5 capital letters',
      locked: (r) => (r.prefixLocked ? 'Workers carry this prefix: it cannot change' : null),
    },
  ],
});

const financeUnitOptions: FieldOptions = {
  endpoint: api.reference.getFinanceUnit,
  query: { activityStatus: 'active' },
  toOptions: byName,
};
const yesNo = {
  values: [
    { value: 'false', label: 'No: time worked' },
    { value: 'true', label: 'Yes: an absence' },
  ],
};
const paidOrNot = {
  values: [
    { value: 'false', label: 'No: unpaid' },
    { value: 'true', label: 'Yes: paid the day amount' },
  ],
};

export const elus = simple<RowOf<typeof api.referenceAdmin.listElus>>({
  key: 'elus',
  title: 'Staff representatives',
  description: 'The élus workers can be attached to.',
  noun: ['staff representative', 'staff representatives'],
  get: api.referenceAdmin.listElus,
  add: api.referenceAdmin.addElu,
  update: api.referenceAdmin.updateElu,
  columns: nameColumns('workers'),
  fields: nameFields,
});

export const financeUnits = simple<RowOf<typeof api.referenceAdmin.listFinanceUnits>>({
  key: 'financeUnits',
  title: 'Finance units',
  description: 'Finance units of the clients; each groups business units.',
  noun: ['finance unit', 'finance units'],
  get: api.referenceAdmin.listFinanceUnits,
  add: api.referenceAdmin.addFinanceUnit,
  update: api.referenceAdmin.updateFinanceUnit,
  columns: nameColumns('business units and clients'),
  fields: nameFields,
});

export const businessUnits = simple<RowOf<typeof api.referenceAdmin.listBusinessUnits>>({
  key: 'businessUnits',
  title: 'Business units',
  description: 'Business units of the clients, invoices and credit notes, each optionally in a finance unit.',
  noun: ['business unit', 'business units'],
  get: api.referenceAdmin.listBusinessUnits,
  add: api.referenceAdmin.addBusinessUnit,
  update: api.referenceAdmin.updateBusinessUnit,
  columns: [
    ...nameColumns('clients'),
    { id: 'financeUnit', header: 'Finance unit', value: (r) => r.financeUnitName ?? '' },
  ],
  fields: [
    ...nameFields,
    {
      name: 'financeUnitId',
      label: 'Finance unit',
      kind: 'select',
      type: 'number',
      options: financeUnitOptions,
    },
  ],
});

export const gtaTypes = simple<RowOf<typeof api.referenceAdmin.listGtaTypes>>({
  key: 'gtaTypes',
  title: 'GTA types',
  description:
    'Types of worker times (time and activity): time worked, or an absence such as leave or training.',
  noun: ['GTA type', 'GTA types'],
  get: api.referenceAdmin.listGtaTypes,
  add: api.referenceAdmin.addGtaType,
  update: api.referenceAdmin.updateGtaType,
  columns: [
    ...nameColumns('worker times'),
    { id: 'isAbsence', header: 'Absence', value: (r) => (r.isAbsence ? 'Yes' : 'No') },
    { id: 'isPaid', header: 'Paid absence', value: (r) => (r.isAbsence && r.isPaid ? 'Yes' : 'No') },
  ],
  fields: [
    ...nameFields,
    {
      name: 'isAbsence',
      label: 'Absence',
      kind: 'select',
      type: 'boolean',
      required: true,
      options: yesNo,
      description: 'An absence is not counted as time worked',
      value: (r) => String(Boolean(r.isAbsence)),
    },
    {
      name: 'isPaid',
      label: 'Paid absence',
      kind: 'select',
      type: 'boolean',
      required: true,
      options: paidOrNot,
      description: 'Pay statements pay an absence of this type the day amount (on a day without paid work)',
      value: (r) => String(Boolean(r.isPaid)),
    },
  ],
});
