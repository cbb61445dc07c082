import { defineContributions, searchEndpoints } from '@courier/shared';

/** What this area adds to the shell: clients (with contacts and invoices) and client-side users in the search. */
export default defineContributions({
  search: [
    {
      id: 'clients',
      label: { en: 'Clients, contacts and invoices', fr: 'Clients, contacts et factures' },
      endpoint: searchEndpoints.clients,
    },
    {
      id: 'cfrUsers',
      label: { en: 'Client-side users', fr: 'Utilisateurs clients' },
      endpoint: searchEndpoints.cfrUsers,
    },
  ],
});
