import { api } from '@courier/shared';
import type { FormValues, ListDescription } from '../types';
import { HomeMessagePreview } from '../components/HomeMessagePreview';
import type { RowOf } from './describe';

/** The lists with a status instead of an activity: home messages and discount codes. */

const euros = (cents: number) => `${(cents / 100).toFixed(2)} €`;

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
