import { api } from '@courier/shared';
import type { ReadOnlyListDescription } from '../types';
import type { RowOf } from './describe';

/** Reference lists shown, not edited here: each says why, and where it is edited if anywhere. */

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
  why: 'Read only: a profile gives roles, so changing one changes what every user of it may do, including yourself. Profiles and roles are changed by an administrator with the API command line, never from the portal.',
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
