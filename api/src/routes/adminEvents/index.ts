import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { areaRoutes } from '../../http/areaRoutes';
import { listAdminEvents } from '../../repositories/events/adminEvents';
import { listStaffUserSummaries } from '../../repositories/staffUsers';

export default async function adminEventsRoutes(app: FastifyInstance) {
  areaRoutes(app, api.adminEvents, {
    // One indexed query per page (repositories/events/adminEvents.ts), read at each call.
    getAdminEvents: ({ query }) =>
      listAdminEvents(app.db, {
        action: query.action || undefined,
        userId: query.user,
        dateFrom: query.dateFrom,
        dateTo: query.dateTo,
        targetType: query.targetType || undefined,
        targetId: query.targetId || undefined,
        page: query.page,
        pageSize: query.pageSize,
        cursor: query.cursor,
      }),
    getUserList: () => listStaffUserSummaries(app.db),
  });
}
