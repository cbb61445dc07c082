import { api } from '../../../src/shared';
import { addDays, type Call, type Picks } from './picks';

/** Vehicles, regular missions, planning, admin events, outbox, chat, search, Today, settings, invoicing. */
export function otherAreaCalls(p: Picks): Call[] {
  return [
    // Vehicles
    { name: 'vehicles list', endpoint: api.vehicles.getVehicles, query: { activityStatus: 'active' } },
    {
      name: 'vehicles list, search, type',
      endpoint: api.vehicles.getVehicles,
      query: { activityStatus: 'all', search: p.vehicleTerm, typeIds: p.vehicleTypeId },
    },
    { name: 'vehicle detail', endpoint: api.vehicles.getVehicle, params: { id: p.vehicleId } },
    // Regular missions
    {
      name: 'regular missions list',
      endpoint: api.regularMissions.getRegularMissions,
      query: { activityStatus: 'active', page: 1, pageSize: 100 },
    },
    {
      name: 'regular missions list by start time, desc',
      endpoint: api.regularMissions.getRegularMissions,
      query: { activityStatus: 'all', sort: 'startTime', order: 'desc', page: 1, pageSize: 100 },
    },
    {
      name: 'regular missions list by name',
      endpoint: api.regularMissions.getRegularMissions,
      query: { activityStatus: 'active', sort: 'name', page: 1, pageSize: 100 },
    },
    {
      name: 'regular missions list, search, client',
      endpoint: api.regularMissions.getRegularMissions,
      query: {
        activityStatus: 'all',
        searchValue: p.regularTerm,
        clients: p.regularClientId,
        pageSize: 1000,
      },
    },
    {
      name: 'regular mission detail',
      endpoint: api.regularMissions.getRegularMission,
      params: { id: p.regularId },
    },
    // Planning
    {
      name: 'planning board',
      endpoint: api.planning.getShifts,
      query: { dateStart: p.monday, dateEnd: addDays(p.monday, 6), page: 1 },
    },
    {
      name: 'planning board, past week, agency, page 2',
      endpoint: api.planning.getShifts,
      query: { dateStart: p.pastMonday, dateEnd: addDays(p.pastMonday, 6), agencyIds: p.agencyId, page: 2 },
    },
    {
      name: 'planning board, team',
      endpoint: api.planning.getShifts,
      query: { dateStart: p.monday, dateEnd: addDays(p.monday, 6), teamIds: p.teamId },
    },
    {
      name: 'planning worker picker, search',
      endpoint: api.planning.searchBoardWorkers,
      query: { dateStart: p.monday, dateEnd: addDays(p.monday, 6), search: 'ma' },
    },
    { name: 'day summary', endpoint: api.planning.getDaySummary, query: { date: p.date } },
    {
      name: 'day summary, agency',
      endpoint: api.planning.getDaySummary,
      query: { date: p.date, agencyIds: p.agencyId },
    },
    { name: 'shift detail', endpoint: api.planning.getShiftById, query: { shiftId: p.shiftId } },
    { name: 'shift types', endpoint: api.planning.getShiftTypes },
    // Admin events
    { name: 'admin events', endpoint: api.adminEvents.getAdminEvents, query: { page: 1, pageSize: 50 } },
    {
      name: 'admin events, action',
      endpoint: api.adminEvents.getAdminEvents,
      query: { action: p.action, pageSize: 50 },
    },
    {
      name: 'admin events, user, page 20',
      endpoint: api.adminEvents.getAdminEvents,
      query: { user: p.adminId, page: 20, pageSize: 50 },
    },
    {
      name: 'admin events, action and user, page 5',
      endpoint: api.adminEvents.getAdminEvents,
      query: { action: p.action, user: p.adminId, page: 5, pageSize: 50 },
    },
    // Outbox
    { name: 'outbox', endpoint: api.settings.getMails, query: { page: 1 } },
    {
      name: 'outbox, search, page 3',
      endpoint: api.settings.getMails,
      query: { search: 'client12', page: 3 },
    },
    { name: 'outbox, failed', endpoint: api.settings.getMails, query: { status: 'failed', page: 1 } },
    {
      name: 'outbox, a week',
      endpoint: api.settings.getMails,
      query: { dateFrom: p.weekAgo, dateTo: p.today, page: 1 },
    },
    { name: 'outbox mail', endpoint: api.settings.getMail, query: { id: p.mailId } },
    // Chat
    { name: 'chat rooms', endpoint: api.chat.getRooms, query: { userId: p.adminId } },
    { name: 'chat direct chats', endpoint: api.chat.getChats, query: { userId: p.adminId } },
    { name: 'chat messages', endpoint: api.chat.getMessages, query: { roomId: p.roomId } },
    {
      name: 'chat messages, before',
      endpoint: api.chat.getMessages,
      query: { roomId: p.roomId, before: p.beforeMessage },
    },
    { name: 'chat unread', endpoint: api.chat.getUnread },
    { name: 'support tickets, open', endpoint: api.chat.getTickets },
    { name: 'support tickets, all, page 2', endpoint: api.chat.getTickets, query: { status: 'all', page: 2 } },
    // Global search: each area's call, with a term of each kind (one statement on trigram indexes)
    { name: 'search clients', endpoint: api.search.clients, query: { q: p.clientTerm } },
    {
      name: 'search clients, 2 characters',
      endpoint: api.search.clients,
      query: { q: String(p.clientTerm).slice(0, 2) },
    },
    { name: 'search clients, a phone', endpoint: api.search.clients, query: { q: '+33 2 07 64 25 59' } },
    {
      name: 'search clients, an invoice number',
      endpoint: api.search.clients,
      query: { q: 'INV-2026-001164' },
    },
    { name: 'search invoices', endpoint: api.search.invoices, query: { q: '001164' } },
    { name: 'search workers', endpoint: api.search.workers, query: { q: p.workerTerm } },
    { name: 'search workers, a phone', endpoint: api.search.workers, query: { q: '06 12 34 56 78' } },
    { name: 'search vehicles', endpoint: api.search.vehicles, query: { q: p.vehicleTerm } },
    { name: 'search cfr users', endpoint: api.search.cfrUsers, query: { q: p.cfrTerm } },
    { name: 'search regular missions', endpoint: api.search.regularMissions, query: { q: p.regularTerm } },
    { name: 'search chat rooms', endpoint: api.search.chatRooms, query: { q: 'room' } },
    // Today: each area's widgets
    { name: 'today planning', endpoint: api.today.planning },
    { name: 'today finance', endpoint: api.today.finance },
    { name: 'today workers', endpoint: api.today.workers },
    { name: 'today vehicles', endpoint: api.today.vehicles },
    { name: 'today pay', endpoint: api.today.pay },
    { name: 'today chat', endpoint: api.today.chat },
    { name: 'today settings', endpoint: api.today.settings },
    // The lists the Today links open, with the filters they set
    { name: 'recovery, reminders due', endpoint: api.finance.getClientInvoiceSummary, query: { remindersDue: 'true' } },
    { name: 'recovery, in recovery since', endpoint: api.finance.getClientInvoiceSummary, query: { inRecoverySince: p.weekAgo } },
    { name: 'workers leaving soon', endpoint: api.workers.getWorkers, query: { leavingSoon: 'true' } },
    { name: 'workers contract ending soon', endpoint: api.workers.getWorkers, query: { contractEndingSoon: 'true' } },
    { name: 'workers document expiring soon', endpoint: api.workers.getWorkers, query: { documentExpiringSoon: 'true' } },
    { name: 'day summary, one anomaly kind', endpoint: api.planning.getDaySummary, query: { date: p.date, anomaly: 'time_without_shift' } },
    // Settings and reference lists
    { name: 'teams', endpoint: api.reference.getTeams, query: { activityStatus: 'all' } },
    { name: 'client groups', endpoint: api.settings.getClientGroups, query: { activityStatus: 'active' } },
    { name: 'client groups 2', endpoint: api.settings.getClientGroups2List },
    { name: 'discount codes', endpoint: api.settings.getDiscountCodes },
    { name: 'home messages', endpoint: api.settings.getMessagesHome },
    { name: 'me', endpoint: api.users.getMe },
    // Invoicing run: a page of the month's preview (its clients, their drafts, the month's totals)
    // and one client's draft (its shifts, missions, price list).
    { name: 'billing preview', endpoint: api.billing.getPreview, query: { month: p.billingMonth } },
    {
      name: 'billing preview, page 5',
      endpoint: api.billing.getPreview,
      query: { month: p.billingMonth, page: 5, pageSize: 50 },
    },
    {
      name: 'billing preview, problems only',
      endpoint: api.billing.getPreview,
      query: { month: p.billingMonth, problemsOnly: true },
    },
    {
      name: 'billing preview of a client',
      endpoint: api.billing.getPreviewClient,
      query: { month: p.billingMonth, clientId: p.billingClientId },
    },
  ];
}
