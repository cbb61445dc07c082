import { api } from '@courier/shared';
import type { ReadOnlyListDescription, Words } from '../types';
import type { RowOf } from './describe';

/** Reference lists shown, not edited here: each says why, and where it is edited if anywhere. */

export const profiles = ({ t }: Words): ReadOnlyListDescription<RowOf<typeof api.users.getProfiles>> => ({
  key: 'profiles',
  title: t('settings.profiles.title'),
  description: t('settings.profiles.description'),
  noun: [t('settings.profiles.one'), t('settings.profiles.other')],
  get: api.users.getProfiles,
  activity: false,
  columns: [
    { id: 'name', header: t('settings.column.name'), value: (r) => r.name },
    { id: 'roles', header: t('settings.profiles.roles'), value: (r) => r.roles.join(', ') },
  ],
  why: t('settings.profiles.why'),
  listState: { sorts: ['name'], defaults: { sort: { id: 'name', desc: false } } },
});

export const companies = ({
  t,
}: Words): ReadOnlyListDescription<RowOf<typeof api.reference.getCompanies>> => ({
  key: 'companies',
  title: t('settings.companies.title'),
  description: t('settings.companies.description'),
  noun: [t('settings.companies.one'), t('settings.companies.other')],
  get: api.reference.getCompanies,
  activity: true,
  columns: [
    { id: 'name', header: t('settings.column.name'), value: (r) => r.name },
    { id: 'code', header: t('settings.column.code'), value: (r) => r.code ?? '' },
  ],
  why: t('settings.companies.why'),
  editedIn: { label: t('settings.companies.editedIn'), href: '/settings?list=workerCompanies' },
  listState: { sorts: ['name', 'code'], defaults: { sort: { id: 'name', desc: false } } },
});
