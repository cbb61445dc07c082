import { api } from '../../../src/shared';
import type { Call, Picks } from './picks';

/** Workers, clients, recovery and CFR users: the list and detail reads of their screens. */
export function workerAndClientCalls(p: Picks): Call[] {
  return [
    // Workers
    { name: 'workers list', endpoint: api.workers.getWorkers, query: { activityStatus: 'active' } },
    {
      name: 'workers list, all, search',
      endpoint: api.workers.getWorkers,
      query: { activityStatus: 'all', search: p.workerTerm },
    },
    {
      name: 'workers list, team, sorted by hire date, page 3',
      endpoint: api.workers.getWorkers,
      query: { activityStatus: 'all', teamId: p.teamId, sort: 'hiredOn', order: 'desc', page: 3 },
    },
    {
      name: 'workers list, agency, sorted by short code',
      endpoint: api.workers.getWorkers,
      query: { agencyId: p.agencyId, sort: 'shortCode', page: 2 },
    },
    { name: 'worker detail', endpoint: api.workers.getWorker, params: { id: p.workerId } },
    { name: 'worker events', endpoint: api.workers.getWorkersEvents, query: { workerId: p.workerId } },
    { name: 'workers events (all)', endpoint: api.workers.getWorkersEvents, query: { page: 2 } },
    { name: 'worker times', endpoint: api.workers.getWorkerTimes, query: { workerId: p.workerId, page: 1 } },
    {
      name: 'worker times, page 3',
      endpoint: api.workers.getWorkerTimes,
      query: { workerId: p.workerId, page: 3 },
    },
    { name: 'agencies, teams and companies', endpoint: api.workers.getAgenciesAndTeamsAndCompanies },
    // Clients
    {
      name: 'clients list',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'active', page: 1, pageSize: 50 },
    },
    {
      name: 'clients list, search (start)',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'all', searchValue: p.clientTerm, pageSize: 200 },
    },
    {
      name: 'clients list, search (middle)',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'all', searchValue: p.clientMiddle },
    },
    {
      name: 'clients list, search (common term, later page)',
      endpoint: api.clients.getClients,
      query: {
        activityStatus: 'active',
        searchValue: String(p.clientTerm).slice(0, 3),
        page: 5,
        pageSize: 50,
      },
    },
    {
      name: 'clients list, search and agency, page past the end',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'all', searchValue: p.clientMiddle, agencies: p.agencyId, page: 1000 },
    },
    {
      name: 'clients list, agency, page past the end',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'inactive', agencies: p.agencyId, page: 1000 },
    },
    {
      name: 'clients list, agency, later page',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'active', agencies: p.agencyId, page: 10, pageSize: 200 },
      readsIndex: 'clients_agency_list_idx',
    },
    {
      name: 'clients list, group, later page',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'all', clientGroups: p.clientGroupId, page: 10, pageSize: 50 },
      readsIndex: 'clients_client_group_list_idx',
    },
    {
      name: 'clients list, agency and group',
      endpoint: api.clients.getClients,
      query: { agencies: p.agencyId, clientGroups: p.clientGroupId, activityStatus: 'all' },
    },
    {
      name: 'clients list, page 40',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'all', page: 40, pageSize: 200 },
    },
    // The list's other sorts, each through its index forwards or backwards (migration 0071).
    {
      name: 'clients list by business code, desc, later page',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'active', sort: 'businessCode', order: 'desc', page: 10, pageSize: 200 },
    },
    {
      name: 'clients list by city, later page',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'all', sort: 'city', page: 10, pageSize: 200 },
    },
    {
      name: 'clients list by status, desc',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'all', sort: 'activityStatus', order: 'desc' },
    },
    {
      name: 'clients list by city, search, later page',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'all', searchValue: p.clientMiddle, sort: 'city', page: 2, pageSize: 50 },
    },
    {
      name: 'client detail',
      endpoint: api.clients.getClient,
      params: { id: p.clientId },
      query: { invoicesPage: 1 },
    },
    {
      name: 'client detail, last invoices page',
      endpoint: api.clients.getClient,
      params: { id: p.clientId },
      query: { invoicesPage: p.clientInvoicePages },
    },
    { name: 'invoice configuration lists', endpoint: api.clients.getInvoiceConfigurationLists },
    // Recovery
    // The totals are kept by the writes (migration 0048) and each order has its index: no
    // call of the summary reads every client.
    { name: 'recovery summary', endpoint: api.finance.getClientInvoiceSummary },
    {
      name: 'recovery summary, search, overdue, by total due',
      endpoint: api.finance.getClientInvoiceSummary,
      query: { search: p.clientTerm, onlyOverdue: 'true', sort: 'totalDue', order: 'desc' },
    },
    {
      // A common term: its matches come from client_receivables' own trigram index (0052),
      // never from a walk of an order index filtering on each client's text.
      name: 'recovery summary, search (common term), over 90 days ascending, page 5',
      endpoint: api.finance.getClientInvoiceSummary,
      query: { search: String(p.clientTerm).slice(0, 3), sort: 'overdueOver90', order: 'asc', page: 5 },
    },
    {
      name: 'recovery summary, search and agency, by name descending',
      endpoint: api.finance.getClientInvoiceSummary,
      query: { search: p.clientMiddle, agencyId: p.agencyId, sort: 'name', order: 'desc' },
    },
    {
      name: 'recovery summary, agency, by name, page 3',
      endpoint: api.finance.getClientInvoiceSummary,
      query: { agencyId: p.agencyId, sort: 'name', order: 'asc', page: 3 },
    },
    {
      name: 'recovery summary, over 90 days, page 5',
      endpoint: api.finance.getClientInvoiceSummary,
      query: { sort: 'overdueOver90', order: 'desc', page: 5 },
    },
    {
      name: 'recovery summary, only overdue, over 90 days ascending',
      endpoint: api.finance.getClientInvoiceSummary,
      query: { onlyOverdue: 'true', sort: 'overdueOver90', order: 'asc', page: 2 },
    },
    { name: 'recovery client page', endpoint: api.finance.getRecovery, params: { id: p.clientId } },
    {
      name: 'recovery client events',
      endpoint: api.finance.getEventsClient,
      query: { clientId: p.clientId, page: 1 },
    },
    {
      name: 'recovery client events, page 2',
      endpoint: api.finance.getEventsClient,
      query: { clientId: p.clientId, page: 2 },
    },
    // CFR users
    { name: 'cfr users list', endpoint: api.cfrUsers.getUsers, query: { activityStatus: 'active' } },
    {
      name: 'cfr users list, client',
      endpoint: api.cfrUsers.getUsers,
      query: { clientId: p.cfrClientId, activityStatus: 'all' },
    },
    {
      name: 'cfr users list, search, page 2',
      endpoint: api.cfrUsers.getUsers,
      query: { search: p.cfrTerm, activityStatus: 'all', page: 2 },
    },
    {
      name: 'cfr users list by first name, desc, page 3',
      endpoint: api.cfrUsers.getUsers,
      query: { activityStatus: 'all', sort: 'firstName', order: 'desc', page: 3 },
    },
    {
      name: 'cfr users list by last login',
      endpoint: api.cfrUsers.getUsers,
      query: { activityStatus: 'active', sort: 'lastLoginAt', order: 'desc' },
    },
    { name: 'cfr user detail', endpoint: api.cfrUsers.getUser, params: { id: p.cfrUserId } },
  ];
}
