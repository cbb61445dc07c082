import { api, type ListColumn, type ResponseOf } from '@courier/shared';
import type {
  FieldDescription,
  FieldOptions,
  FormValues,
  ListDescription,
  ReadOnlyListDescription,
} from '../types';
import { HomeMessagePreview } from '../components/HomeMessagePreview';

/**
 * The fourteen editable settings lists, each described once (calls, columns, form, filters);
 * components/ReferenceListEditor builds every page from these. The reference lists shown but
 * not edited here (profiles, companies) are READ_ONLY_LISTS, with why.
 */

type RowOf<E> = E extends { response: unknown }
  ? ResponseOf<E> extends readonly (infer R)[]
    ? R
    : never
  : never;

const euros = (cents: number) => `${(cents / 100).toFixed(2)} €`;

const nameColumns = <R extends { name: string; code: string | null; inUse: number }>(
  usedBy: string,
): ListColumn<R>[] => [
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'code', header: 'Code', value: (r) => r.code ?? '' },
  { id: 'inUse', header: `In use (${usedBy})`, value: (r) => r.inUse },
];

/** The name columns, then the contact's email and phone (sales agents, vehicle suppliers). */
const contactColumns = <
  R extends { name: string; code: string | null; inUse: number; email: string | null; phone: string | null },
>(
  usedBy: string,
): ListColumn<R>[] => [
  ...nameColumns<R>(usedBy),
  { id: 'email', header: 'Email', value: (r) => r.email ?? '' },
  { id: 'phone', header: 'Phone', value: (r) => r.phone ?? '' },
];

const nameFields: FieldDescription[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
  { name: 'code', label: 'Code', kind: 'text', maxLength: 30, description: 'Optional short code' },
];
const contactFields: FieldDescription[] = [
  ...nameFields,
  { name: 'email', label: 'Email', kind: 'email', maxLength: 254 },
  { name: 'phone', label: 'Phone', kind: 'text', maxLength: 40 },
];

const byName = (rows: unknown) =>
  (rows as { id: number; name: string }[]).map((r) => ({ value: String(r.id), label: r.name }));
const brandOptions: FieldOptions = {
  endpoint: api.settings.getVehicleBrands,
  query: { activityStatus: 'active' },
  toOptions: byName,
};
const group2Options: FieldOptions = { endpoint: api.settings.getClientGroups2List, toOptions: byName };

const activityState = (filters: string[] = []) => ({
  sorts: ['name', 'code', 'inUse'],
  defaults: { sort: { id: 'name', desc: false } },
  filters: Object.fromEntries(
    filters.map((f) => [f, { parse: (t: string | null) => t ?? '', format: (v: string) => v || null }]),
  ),
});

const activity = { kind: 'activity' } as const;

type Simple = { id: number; version: number; name: string; code: string | null; inUse: number };
const simple = <R extends Simple>(
  d: Omit<ListDescription<R>, 'label' | 'status' | 'listState'> & { filterNames?: string[] },
): ListDescription<R> => ({
  ...d,
  status: activity,
  label: (r) => r.name,
  listState: activityState(d.filterNames),
});

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

const afterStart = (value: string, values: FormValues, start: string) =>
  value && values[start] && value < values[start] ? 'Must be on or after the first day' : null;

const statusState = {
  sorts: ['title', 'code', 'status'],
  filters: {
    status: { parse: (t: string | null) => t ?? 'all', format: (v: string) => (v === 'all' ? null : v) },
  },
};

export const messagesHome: ListDescription<RowOf<typeof api.settings.getMessagesHome>> = {
  key: 'messagesHome',
  title: 'Home messages',
  description: 'Messages of the landing page: only published ones show, between their first and last days.',
  noun: ['home message', 'home messages'],
  get: api.settings.getMessagesHome,
  add: api.settings.addMessageHome,
  update: api.settings.updateMessageHome,
  status: { kind: 'status', label: 'Status', values: ['all', 'draft', 'published', 'archived'] },
  columns: [
    { id: 'title', header: 'Title', value: (r) => r.title },
    { id: 'status', header: 'Status', value: (r) => r.status },
    { id: 'startsOn', header: 'First day', value: (r) => r.startsOn ?? '' },
    { id: 'endsOn', header: 'Last day', value: (r) => r.endsOn ?? '' },
  ],
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 120 },
    { name: 'body', label: 'Text', kind: 'textarea', required: true, maxLength: 4000 },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      required: true,
      options: {
        values: ['draft', 'published', 'archived'].map((v) => ({
          value: v,
          label: v[0].toUpperCase() + v.slice(1),
        })),
      },
    },
    { name: 'startsOn', label: 'First day', kind: 'date', description: 'Empty: from publication' },
    {
      name: 'endsOn',
      label: 'Last day',
      kind: 'date',
      description: 'Empty: until archived',
      validate: (v, values) => afterStart(v, values, 'startsOn'),
    },
  ],
  label: (r) => r.title,
  preview: (values) => <HomeMessagePreview title={values.title} body={values.body} />,
  listState: statusState,
};

export const discountCodes: ListDescription<RowOf<typeof api.settings.getDiscountCodes>> = {
  key: 'discountCodes',
  title: 'Discount codes',
  description:
    'Codes clients can use: a percent or an amount, within their days; expired once past their last day or used up.',
  noun: ['discount code', 'discount codes'],
  get: api.settings.getDiscountCodes,
  add: api.settings.addDiscountCode,
  update: api.settings.updateDiscountCode,
  status: { kind: 'status', label: 'Status', values: ['all', 'active', 'expired', 'disabled'] },
  columns: [
    { id: 'code', header: 'Code', value: (r) => r.code },
    { id: 'description', header: 'Description', value: (r) => r.description ?? '' },
    {
      id: 'value',
      header: 'Discount',
      value: (r) => (r.kind === 'percent' ? `${r.value} %` : euros(r.value)),
    },
    { id: 'status', header: 'Status', value: (r) => r.status },
    { id: 'validity', header: 'Valid', value: (r) => `${r.validFrom ?? '…'} → ${r.validUntil ?? '…'}` },
    { id: 'uses', header: 'Uses', value: (r) => `${r.usedCount}${r.maxUses ? ` / ${r.maxUses}` : ''}` },
  ],
  fields: [
    {
      name: 'code',
      label: 'Code',
      kind: 'text',
      type: 'upper',
      required: true,
      pattern: { regex: /^[A-Z0-9_-]{3,30}$/, message: '3 to 30 capital letters, digits, - or _' },
    },
    { name: 'description', label: 'Description', kind: 'text', maxLength: 200 },
    {
      name: 'kind',
      label: 'Kind',
      kind: 'select',
      required: true,
      options: {
        values: [
          { value: 'percent', label: 'Percent' },
          { value: 'amount', label: 'Amount (cents)' },
        ],
      },
    },
    {
      name: 'value',
      label: 'Value',
      kind: 'number',
      required: true,
      description: 'Percent 1 to 100, or an amount in cents',
      validate: (v, values) =>
        values.kind === 'percent' && (Number(v) < 1 || Number(v) > 100)
          ? 'A percent is between 1 and 100'
          : Number(v) < 1
            ? 'At least 1'
            : null,
    },
    { name: 'validFrom', label: 'First day', kind: 'date' },
    {
      name: 'validUntil',
      label: 'Last day',
      kind: 'date',
      validate: (v, values) => afterStart(v, values, 'validFrom'),
    },
    { name: 'maxUses', label: 'Maximum uses', kind: 'number' },
    {
      name: 'status',
      label: 'Switch',
      kind: 'select',
      required: true,
      options: {
        values: [
          { value: 'active', label: 'Enabled' },
          { value: 'disabled', label: 'Disabled' },
        ],
      },
      value: (r) => (r.disabled ? 'disabled' : 'active'),
    },
  ],
  label: (r) => r.code,
  listState: statusState,
};

// ---------------------------------------------------------------- reference lists staff administer

const financeUnitOptions: FieldOptions = {
  endpoint: api.reference.getFinanceUnit,
  query: { activityStatus: 'active' },
  toOptions: byName,
};
const yesNo = { values: [
  { value: 'false', label: 'No: time worked' },
  { value: 'true', label: 'Yes: an absence' },
] };
const paidOrNot = { values: [
  { value: 'false', label: 'No: unpaid' },
  { value: 'true', label: 'Yes: paid the day amount' },
] };

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
  description: 'Types of worker times (time and activity): time worked, or an absence such as leave or training.',
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

// ---------------------------------------------------------------- shown, not edited here

export const profiles: ReadOnlyListDescription<RowOf<typeof api.users.getProfiles>> = {
  key: 'profiles',
  title: 'Profiles',
  description: 'Named sets of roles: a user has their own roles plus those of their profile.',
  noun: ['profile', 'profiles'],
  get: api.users.getProfiles,
  activity: false,
  columns: [
    { id: 'name', header: 'Name', value: (r) => r.name },
    { id: 'roles', header: 'Roles', value: (r) => r.roles.join(', ') },
  ],
  why:
    'Read only: a profile gives roles, so changing one changes what every user of it may do, including yourself. Profiles and roles are changed by an administrator with the API command line, never from the portal.',
  listState: { sorts: ['name'], defaults: { sort: { id: 'name', desc: false } } },
};

export const companies: ReadOnlyListDescription<RowOf<typeof api.reference.getCompanies>> = {
  key: 'companies',
  title: 'Companies',
  description: 'The companies workers belong to, as the other areas read them.',
  noun: ['company', 'companies'],
  get: api.reference.getCompanies,
  activity: true,
  columns: [
    { id: 'name', header: 'Name', value: (r) => r.name },
    { id: 'code', header: 'Code', value: (r) => r.code ?? '' },
  ],
  why: 'Read only here: these are the worker companies, edited with their short-code prefixes in Worker companies.',
  editedIn: { label: 'Edit them in Worker companies', href: '/settings?list=workerCompanies' },
  listState: { sorts: ['name', 'code'], defaults: { sort: { id: 'name', desc: false } } },
};

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
