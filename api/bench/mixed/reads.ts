import { api } from '../../src/shared';
import { addDays } from './prepare';
import { type Kind, get, pick, maybe, int, at } from './requests';

/** Reads: 90 % of the requests, by weight. */
export const READS: Kind[] = [
  {
    route: api.workers.getWorkers.path,
    weight: 8,
    make: (p) =>
      get(api.workers.getWorkers.path, {
        activityStatus: pick(['active', 'active', 'all', 'inactive']),
        search: maybe(0.4) && pick(p.workerTerms),
        teamId: maybe(0.2) && pick(p.teamIds),
        agencyId: maybe(0.2) && pick(p.agencyIds),
        companyId: maybe(0.1) && pick(p.companyIds),
        sort: pick(['lastName', 'shortCode', 'team', 'hiredOn']),
        order: pick(['asc', 'desc']),
        page: maybe(0.5) ? 1 : int(1, Math.min(5, p.workerPages)),
      }),
  },
  {
    route: api.workers.getWorker.path,
    weight: 6,
    make: (p) => get(at(api.workers.getWorker.path, pick(p.workerIds))),
  },
  {
    route: api.workers.getWorkerTimes.path,
    weight: 2,
    make: (p) => get(api.workers.getWorkerTimes.path, { workerId: pick(p.activeWorkerIds), page: int(1, 3) }),
  },
  {
    route: api.clients.getClients.path,
    weight: 8,
    make: (p) =>
      get(api.clients.getClients.path, {
        searchValue: maybe(0.5) && pick(p.clientTerms),
        agencies: maybe(0.2) && pick(p.agencyIds),
        clientGroups: maybe(0.1) && pick(p.clientGroupIds),
        activityStatus: pick(['active', 'active', 'all', 'inactive']),
        page: maybe(0.6) ? 1 : int(2, Math.max(2, Math.min(50, Math.ceil(p.clients / 200)))),
        pageSize: pick([50, 200]),
      }),
  },
  {
    route: api.clients.getClient.path,
    weight: 6,
    make: (p) => {
      const c = pick(
        p.invoiceClients.length ? p.invoiceClients : p.clientIds.map((id) => ({ id, pages: 1 })),
      );
      return get(at(api.clients.getClient.path, c.id), { invoicesPage: maybe(0.7) ? 1 : int(1, c.pages) });
    },
  },
  {
    route: api.finance.getRecovery.path,
    weight: 4,
    make: (p) =>
      get(
        at(
          api.finance.getRecovery.path,
          p.invoiceClients.length ? pick(p.invoiceClients).id : pick(p.clientIds),
        ),
      ),
  },
  {
    route: api.finance.getEventsClient.path,
    weight: 2,
    make: (p) => get(api.finance.getEventsClient.path, { clientId: pick(p.clientIds), page: int(1, 2) }),
  },
  {
    // The recovery summary as it opens (no filter, first page) and as it is searched, filtered and sorted.
    route: api.finance.getClientInvoiceSummary.path,
    weight: 5,
    make: (p) =>
      maybe(0.4)
        ? get(api.finance.getClientInvoiceSummary.path)
        : get(api.finance.getClientInvoiceSummary.path, {
            search: maybe(0.4) && pick(p.clientTerms),
            agencyId: maybe(0.2) && pick(p.agencyIds),
            onlyOverdue: maybe(0.3) && 'true',
            sort: pick(['overdue', 'name', 'totalDue', 'overdueOver90']),
            order: pick(['asc', 'desc']),
            page: int(1, 5),
          }),
  },
  {
    route: api.cfrUsers.getUsers.path,
    weight: 4,
    make: (p) =>
      get(api.cfrUsers.getUsers.path, {
        clientId: maybe(0.4) && pick(p.cfrClientIds),
        search: maybe(0.4) && pick(p.cfrTerms),
        activityStatus: pick(['active', 'all']),
        page: maybe(0.7) ? 1 : int(2, 10),
      }),
  },
  {
    route: api.vehicles.getVehicles.path,
    weight: 3,
    make: (p) =>
      get(api.vehicles.getVehicles.path, {
        activityStatus: pick(['active', 'all']),
        search: maybe(0.4) && pick(p.vehicleTerms),
        typeIds: maybe(0.3) && pick(p.vehicleTypeIds),
      }),
  },
  {
    route: api.regularMissions.getRegularMissions.path,
    weight: 3,
    make: (p) =>
      get(api.regularMissions.getRegularMissions.path, {
        activityStatus: pick(['active', 'active', 'all']),
        searchValue: maybe(0.4) && pick(p.missionTerms),
        clients: maybe(0.2) && pick(p.missionClientIds),
        page: 1,
        pageSize: pick([100, 1000]),
      }),
  },
  {
    route: api.regularMissions.getRegularMission.path,
    weight: 1,
    make: (p) => get(at(api.regularMissions.getRegularMission.path, pick(p.regularIds))),
  },
  {
    route: api.planning.getShifts.path,
    weight: 8,
    make: (p) => {
      if (!p.mondays.length) return null;
      const monday = pick(p.mondays);
      return get(api.planning.getShifts.path, {
        dateStart: monday,
        dateEnd: addDays(monday, 6),
        agencyIds: maybe(0.2) && pick(p.agencyIds),
        teamIds: maybe(0.1) && pick(p.teamIds),
        page: int(1, Math.min(20, p.workerPages)),
      });
    },
  },
  {
    route: api.planning.getDaySummary.path,
    weight: 2,
    make: (p) =>
      p.dates.length
        ? get(api.planning.getDaySummary.path, {
            date: pick(p.dates),
            agencyIds: maybe(0.3) && pick(p.agencyIds),
          })
        : null,
  },
  {
    route: api.planning.getShiftById.path,
    weight: 3,
    make: (p) =>
      p.pastShiftIds.length ? get(api.planning.getShiftById.path, { shiftId: pick(p.pastShiftIds) }) : null,
  },
  {
    route: api.adminEvents.getAdminEvents.path,
    weight: 4,
    make: (p) =>
      get(api.adminEvents.getAdminEvents.path, {
        action: maybe(0.5) && pick(p.actions),
        user: maybe(0.3) && pick(p.staffIds),
        page: maybe(0.5) ? 1 : int(2, 20),
        pageSize: 50,
      }),
  },
  {
    route: api.chat.getMessages.path,
    weight: 5,
    make: (p) => {
      if (!p.rooms.length) return null;
      const r = pick(p.rooms);
      return get(api.chat.getMessages.path, {
        roomId: r.id,
        before: maybe(0.6) && int(r.min + 1, r.max + 1),
      });
    },
  },
  {
    route: api.chat.getRooms.path,
    weight: 1,
    make: (p) => get(api.chat.getRooms.path, { userId: p.adminId }),
  },
  { route: api.chat.getUnread.path, weight: 2, make: () => get(api.chat.getUnread.path) },
  {
    route: api.settings.getMails.path,
    weight: 1,
    make: (p) =>
      get(api.settings.getMails.path, { search: maybe(0.5) && pick(p.clientTerms), page: int(1, 3) }),
  },
  // Reference and settings lists (pickers of every form).
  {
    route: api.clients.getInvoiceConfigurationLists.path,
    weight: 1,
    make: () => get(api.clients.getInvoiceConfigurationLists.path),
  },
  {
    route: api.workers.getAgenciesAndTeamsAndCompanies.path,
    weight: 1,
    make: () => get(api.workers.getAgenciesAndTeamsAndCompanies.path),
  },
  { route: api.planning.getShiftTypes.path, weight: 1, make: () => get(api.planning.getShiftTypes.path) },
  {
    route: api.reference.getTeams.path,
    weight: 1,
    make: () => get(api.reference.getTeams.path, { activityStatus: pick(['active', 'all']) }),
  },
  {
    route: api.settings.getClientGroups.path,
    weight: 1,
    make: () => get(api.settings.getClientGroups.path, { activityStatus: pick(['active', 'all']) }),
  },
  { route: api.users.getMe.path, weight: 2, make: () => get(api.users.getMe.path) },
  // The global search as staff type: every area's call with a term of any kind (docs/product.md#calls-global-search).
  ...[
    api.search.clients,
    api.search.invoices,
    api.search.workers,
    api.search.vehicles,
    api.search.cfrUsers,
    api.search.regularMissions,
    api.search.chatRooms,
  ].map((e): Kind => ({ route: e.path, weight: 1, make: (p) => get(e.path, { q: pick(p.searchTerms) }) })),
  {
    route: api.search.clients.path,
    weight: 2,
    make: (p) => get(api.search.clients.path, { q: pick(p.searchTerms) }),
  },
  // The Today page after a sign-in: each area's widgets.
  ...[
    api.today.planning,
    api.today.finance,
    api.today.workers,
    api.today.vehicles,
    api.today.pay,
    api.today.chat,
    api.today.settings,
  ].map((e): Kind => ({ route: e.path, weight: 0.5, make: () => get(e.path) })),
];
