import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { areaRoutes } from '../../http/areaRoutes';
import { searchTerms } from '../../repositories/search/terms';
import { searchClients, searchInvoices } from '../../repositories/search/clients';
import {
  searchCfrUsers,
  searchChatRooms,
  searchRegularMissions,
  searchVehicles,
  searchWorkers,
} from '../../repositories/search/areas';

/**
 * The global search (docs/product.md#calls-global-search): one call per area, each under its
 * area's prefix and with its area's roles (access table), answering `{ items }` of at most
 * `limit` results, the best first. One statement each (repositories/search).
 */
export default async function searchRoutes(app: FastifyInstance) {
  areaRoutes(app, api.search, {
    clients: async ({ query }) => ({ items: await searchClients(app.db, searchTerms(query)) }),
    invoices: async ({ query }) => ({ items: await searchInvoices(app.db, searchTerms(query)) }),
    workers: async ({ query }) => ({ items: await searchWorkers(app.db, searchTerms(query)) }),
    vehicles: async ({ query }) => ({ items: await searchVehicles(app.db, searchTerms(query)) }),
    cfrUsers: async ({ query }) => ({ items: await searchCfrUsers(app.db, searchTerms(query)) }),
    regularMissions: async ({ query }) => ({
      items: await searchRegularMissions(app.db, searchTerms(query)),
    }),
    chatRooms: async ({ query, auth }) => ({
      items: await searchChatRooms(app.db, auth().user.id, searchTerms(query)),
    }),
  });
}
