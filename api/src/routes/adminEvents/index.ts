import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { readAheadOnListen } from '../../http/readAhead';
import { listAdminEvents, stopReadingAdminEvents, warmAdminEvents } from '../../repositories/adminEvents';
import { listStaffUserSummaries } from '../../repositories/staffUsers';

export default async function adminEventsRoutes(app: FastifyInstance) {
  // The trail is read into memory once the server listens; a request arriving before the
  // read ends waits for it rather than reading again.
  readAheadOnListen(app, 'admin events', warmAdminEvents, stopReadingAdminEvents);
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
    // From the trail held in memory, brought up to date by this request (exact).
    return listAdminEvents(app.db, filter);
  });
  route(app, api.adminEvents.getUserList, () => listStaffUserSummaries(app.db));
}
