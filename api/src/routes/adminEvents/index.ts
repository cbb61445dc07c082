import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { adminEventWrites, listAdminEvents } from '../../repositories/adminEvents';
import { listStaffUserSummaries } from '../../repositories/staffUsers';
import { sharedRead } from '../../repositories/sharedReads';

export default async function adminEventsRoutes(app: FastifyInstance) {
  route(app, api.adminEvents.getAdminEvents, ({ query }) => {
    const filter = {
      action: query.action || undefined,
      userId: query.user,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
      targetType: query.targetType || undefined,
      targetId: query.targetId || undefined,
      page: query.page,
      pageSize: query.pageSize,
    };
    // Staff opening the same audit page share one read (PGlite serves one query at a time).
    // Every admin event written by this server starts a new key, so a page never predates a
    // change made through it; another server's change shows within SHARED_READ_MS.
    return sharedRead(app.db, `adminEvents:${adminEventWrites()}:${JSON.stringify(filter)}`, () =>
      listAdminEvents(app.db, filter),
    );
  });
  route(app, api.adminEvents.getUserList, () => listStaffUserSummaries(app.db));
}
