import { api } from '@courier/shared';
import type { T } from '../../../i18n';
import type { FormValues, ListDescription, Words } from '../types';
import { HomeMessagePreview } from '../components/HomeMessagePreview';
import { named, type RowOf } from './describe';

/** The lists with a status instead of an activity: home messages and discount codes. */

const afterStart = (t: T, value: string, values: FormValues, start: string) =>
  value && values[start] && value < values[start] ? t('settings.afterStart') : null;

/** Both lists sort by their columns that order something (titles, codes, status, days). */
const statusState = {
  sorts: ['title', 'code', 'description', 'status', 'startsOn', 'endsOn', 'validity'],
  filters: {
    status: { parse: (t: string | null) => t ?? 'all', format: (v: string) => (v === 'all' ? null : v) },
  },
};

/** A calendar day of a row: the ISO day sorts and exports, the page shows it in the page's format. */
const day = (f: Words['f'], iso: string | null) => (iso ? f.date(iso) : '');

export const messagesHome = ({
  t,
  f,
}: Words): ListDescription<RowOf<typeof api.settings.getMessagesHome>> => ({
  ...named(t, 'messagesHome'),
  get: api.settings.getMessagesHome,
  add: api.settings.addMessageHome,
  update: api.settings.updateMessageHome,
  status: {
    kind: 'status',
    label: t('settings.status.label'),
    values: ['all', 'draft', 'published', 'archived'],
  },
  columns: [
    { id: 'title', header: t('settings.messagesHome.titleField'), value: (r) => r.title },
    {
      id: 'status',
      header: t('settings.status.label'),
      value: (r) => t('settings.status.value', { status: r.status }),
    },
    {
      id: 'startsOn',
      header: t('settings.firstDay'),
      value: (r) => r.startsOn ?? '',
      cell: (r) => day(f, r.startsOn),
    },
    {
      id: 'endsOn',
      header: t('settings.lastDay'),
      value: (r) => r.endsOn ?? '',
      cell: (r) => day(f, r.endsOn),
    },
  ],
  fields: [
    {
      name: 'title',
      label: t('settings.messagesHome.titleField'),
      kind: 'text',
      required: true,
      maxLength: 120,
    },
    {
      name: 'body',
      label: t('settings.messagesHome.text'),
      kind: 'textarea',
      required: true,
      maxLength: 4000,
    },
    {
      name: 'status',
      label: t('settings.status.label'),
      kind: 'select',
      required: true,
      options: {
        values: ['draft', 'published', 'archived'].map((v) => ({
          value: v,
          label: t('settings.status.option', { status: v }),
        })),
      },
    },
    {
      name: 'startsOn',
      label: t('settings.firstDay'),
      kind: 'date',
      description: t('settings.messagesHome.fromPublication'),
    },
    {
      name: 'endsOn',
      label: t('settings.lastDay'),
      kind: 'date',
      description: t('settings.messagesHome.untilArchived'),
      validate: (v, values) => afterStart(t, v, values, 'startsOn'),
    },
  ],
  label: (r) => r.title,
  preview: (values) => <HomeMessagePreview title={values.title} body={values.body} />,
  listState: statusState,
});

export const discountCodes = ({
  t,
  f,
}: Words): ListDescription<RowOf<typeof api.settings.getDiscountCodes>> => ({
  ...named(t, 'discountCodes'),
  get: api.settings.getDiscountCodes,
  add: api.settings.addDiscountCode,
  update: api.settings.updateDiscountCode,
  status: {
    kind: 'status',
    label: t('settings.status.label'),
    values: ['all', 'active', 'expired', 'disabled'],
  },
  columns: [
    { id: 'code', header: t('settings.column.code'), value: (r) => r.code },
    {
      id: 'description',
      header: t('settings.discountCodes.descriptionField'),
      value: (r) => r.description ?? '',
    },
    {
      id: 'value',
      header: t('settings.discountCodes.discount'),
      value: (r) => (r.kind === 'percent' ? f.percent(r.value / 100, 0) : f.money(r.value)),
    },
    {
      id: 'status',
      header: t('settings.status.label'),
      value: (r) => t('settings.status.value', { status: r.status }),
    },
    {
      id: 'validity',
      header: t('settings.discountCodes.valid'),
      value: (r) => `${r.validFrom ?? ''}/${r.validUntil ?? ''}`,
      cell: (r) =>
        t('settings.discountCodes.validity', {
          from: r.validFrom ? f.date(r.validFrom) : '…',
          until: r.validUntil ? f.date(r.validUntil) : '…',
        }),
    },
    {
      id: 'uses',
      header: t('settings.discountCodes.uses'),
      value: (r) =>
        r.maxUses
          ? t('settings.discountCodes.usesOf', { used: r.usedCount, max: r.maxUses })
          : f.number(r.usedCount),
    },
  ],
  fields: [
    {
      name: 'code',
      label: t('settings.column.code'),
      kind: 'text',
      type: 'upper',
      required: true,
      pattern: { regex: /^[A-Z0-9_-]{3,30}$/, message: t('settings.discountCodes.codeRule') },
    },
    {
      name: 'description',
      label: t('settings.discountCodes.descriptionField'),
      kind: 'text',
      maxLength: 200,
    },
    {
      name: 'kind',
      label: t('settings.discountCodes.kind'),
      kind: 'select',
      required: true,
      options: {
        values: [
          { value: 'percent', label: t('settings.discountCodes.percent') },
          { value: 'amount', label: t('settings.discountCodes.amount') },
        ],
      },
    },
    {
      name: 'value',
      label: t('settings.discountCodes.value'),
      kind: 'number',
      required: true,
      description: t('settings.discountCodes.valueHint'),
      validate: (v, values) =>
        values.kind === 'percent' && (Number(v) < 1 || Number(v) > 100)
          ? t('settings.discountCodes.percentRange')
          : Number(v) < 1
            ? t('settings.discountCodes.atLeastOne')
            : null,
    },
    { name: 'validFrom', label: t('settings.firstDay'), kind: 'date' },
    {
      name: 'validUntil',
      label: t('settings.lastDay'),
      kind: 'date',
      validate: (v, values) => afterStart(t, v, values, 'validFrom'),
    },
    { name: 'maxUses', label: t('settings.discountCodes.maxUses'), kind: 'number' },
    {
      name: 'status',
      label: t('settings.discountCodes.switch'),
      kind: 'select',
      required: true,
      options: {
        values: [
          { value: 'active', label: t('settings.discountCodes.enabled') },
          { value: 'disabled', label: t('settings.discountCodes.disabled') },
        ],
      },
      value: (r) => (r.disabled ? 'disabled' : 'active'),
    },
  ],
  label: (r) => r.code,
  listState: statusState,
});
