import { api, type ListColumn, type ResponseOf } from '@courier/shared';
import type { FieldDescription, FieldOptions, FormValues, ListDescription } from '../types';
import { HomeMessagePreview } from '../components/HomeMessagePreview';

/**
 * The ten editable settings lists, each described once (calls, columns, form, filters);
 * components/ReferenceListEditor builds every page from these.
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
] as unknown as ListDescription[];
